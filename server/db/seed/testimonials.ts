import type { Transaction } from 'kysely';
import type { Database } from '../schema.js';
import { toJson } from '../json.js';
import { demoClientReferences, demoTestimonials } from './data/testimonials.js';
import { type GeneratedImage, writeDemoImage } from './images.js';

/*
 * The demo's testimonials and client references (issue 32). Each reference's logo is a wordmark: the
 * company's name set in a clean sans-serif on a transparent background (a grey one read as an empty
 * placeholder box inside the strip's card), no pictures, so nothing looks like
 * clip-art or like a real company's mark.
 */

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function wordmarkSvg(name: string, color: string): string {
  const [w, h] = [400, 160];
  // Bold sans letters are about 0.6 em wide: long names get a smaller size, within a 24–40 px range.
  const fontSize = Math.max(24, Math.min(40, Math.floor((w - 48) / (name.length * 0.6))));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<text x="${w / 2}" y="${h / 2}" text-anchor="middle" dominant-baseline="central" ` +
    `font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="${fontSize}" font-weight="700" ` +
    `letter-spacing="0.5" fill="${color}">${escapeXml(name)}</text></svg>`
  );
}

/** Writes every reference's wordmark under `<uploadsDir>/demo/`, before the seed's transaction starts. */
export async function generateReferenceLogos(uploadsDir: string): Promise<Map<string, GeneratedImage>> {
  const written = await Promise.all(
    demoClientReferences.map(
      async (ref) =>
        [
          ref.key,
          await writeDemoImage(uploadsDir, `reference-${ref.key}`, wordmarkSvg(ref.name, ref.color)),
        ] as const,
    ),
  );
  return new Map(written);
}

const queueOf = (index: number, length: number) => length - index;

export async function seedTestimonials(
  trx: Transaction<Database>,
  now: Date,
  logos: Map<string, GeneratedImage>,
): Promise<void> {
  const stamp = now.toISOString();
  const courses = await trx.selectFrom('products').select(['id', 'seo_name']).execute();
  const courseId = new Map(courses.map((row) => [row.seo_name, row.id]));
  for (const [i, item] of demoTestimonials.entries()) {
    const productId = item.course === null ? null : courseId.get(item.course);
    if (productId === undefined) throw new Error(`Demo testimonial names an unknown course ${item.course}`);
    await trx
      .insertInto('testimonials')
      .values({
        person_name: item.person_name,
        person_title: toJson(item.person_title),
        quote: toJson(item.quote),
        product_id: productId,
        image_path: null,
        queue: queueOf(i, demoTestimonials.length),
        active: 1,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
  }
  for (const [i, ref] of demoClientReferences.entries()) {
    await trx
      .insertInto('client_references')
      .values({
        name: ref.name,
        logo_path: logos.get(ref.key)?.url ?? null,
        url: null,
        queue: queueOf(i, demoClientReferences.length),
        active: 1,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
  }
}
