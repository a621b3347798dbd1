import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { metaOf, siteOrigin as origin } from '../helpers/siteApp.js';
import { type AdminClient, adminClient } from './admin-helpers.js';
import { useSiteTestApp } from '../helpers/useTestApp.js';

/*
 * Issue 32: every page's share image is a 1200×630 JPEG drawn from its picture with its title over it
 * (server/ssr/shareCard.ts, server/services/shareImages.ts), not the SVG logo or a WebP of unknown size.
 */

const t = useSiteTestApp();
let admin: AdminClient;

beforeAll(async () => {
  admin = adminClient(t, await t.adminToken());
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const json = (res: { body: string }) => JSON.parse(res.body);

/** The page's og:image, as the path and query a request asks for. */
async function shareImageOf(pageUrl: string) {
  const page = await get(pageUrl);
  expect(page.statusCode, pageUrl).toBe(200);
  const image = metaOf(page.body, 'og:image') ?? '';
  expect(image.startsWith(origin), `${pageUrl}: ${image}`).toBe(true);
  return { html: page.body, path: image.slice(origin.length).replace(/&amp;/g, '&') };
}

async function decoded(body: Buffer) {
  const meta = await sharp(body).metadata();
  return { format: meta.format, width: meta.width, height: meta.height };
}

/** The mean of each colour channel: two drawings of different pictures differ there. */
async function means(body: Buffer) {
  const { channels } = await sharp(body).stats();
  return channels.slice(0, 3).map((channel) => Math.round(channel.mean));
}

describe('share images', () => {
  it('points every sitemap page (both languages) at a drawn 1200×630 JPEG, with its size, type and alt', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
      m[1].replace(/&amp;/g, '&').slice(origin.length),
    );
    expect(pages.length).toBeGreaterThan(20);
    expect(pages).toContain('/en/egitim-takvimi');
    const images = new Set<string>();
    for (const page of pages) {
      const { html, path } = await shareImageOf(page || '/');
      expect(path, page).toMatch(/^\/paylasim-gorseli\/(tr|en)\/[^?]+\.jpg\?v=[\w-]{20}$/);
      expect(path, page).not.toMatch(/\.(svg|webp)/);
      expect(metaOf(html, 'og:image:type'), page).toBe('image/jpeg');
      expect(metaOf(html, 'og:image:width'), page).toBe('1200');
      expect(metaOf(html, 'og:image:height'), page).toBe('630');
      expect(metaOf(html, 'twitter:card'), page).toBe('summary_large_image');
      expect(metaOf(html, 'twitter:image'), page).toBe(`${origin}${path.replace(/&/g, '&amp;')}`);
      // The alt is the title the picture shows, which is the card's title.
      expect(metaOf(html, 'og:image:alt'), page).toBe(metaOf(html, 'og:title'));
      images.add(path);
    }
    // One image per page and language: no two pages share a picture.
    expect(images.size).toBe(pages.length);
    for (const image of [...images].filter((_, i) => i % 7 === 0)) {
      const res = await get(image);
      expect(res.statusCode, image).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(await decoded(res.rawPayload), image).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    }
  }, 90_000);

  it('gives the Turkish and the English page their own title, and the 404 page no image', async () => {
    const tr = await shareImageOf('/kurs/python-ile-veri-analizi');
    const en = await shareImageOf('/en/kurs/python-ile-veri-analizi');
    expect(metaOf(tr.html, 'og:image:alt')).toBe('Python ile Veri Analizi');
    expect(metaOf(en.html, 'og:image:alt')).toBe('Data Analysis with Python');
    expect(tr.path).toMatch(/^\/paylasim-gorseli\/tr\/kurs\/python-ile-veri-analizi\.jpg\?v=/);
    expect(en.path).toMatch(/^\/paylasim-gorseli\/en\/kurs\/python-ile-veri-analizi\.jpg\?v=/);
    const [trImage, enImage] = await Promise.all([get(tr.path), get(en.path)]);
    expect(trImage.headers.etag).not.toBe(enImage.headers.etag);
    expect(trImage.rawPayload.equals(enImage.rawPayload)).toBe(false);

    const missing = await get('/kurs/boyle-bir-kurs-yok');
    expect(missing.statusCode).toBe(404);
    expect(metaOf(missing.body, 'og:image')).toBeUndefined();
    expect((await get('/paylasim-gorseli/tr/kurs/boyle-bir-kurs-yok.jpg')).statusCode).toBe(404);
    expect((await get('/paylasim-gorseli/de/kurs/python-ile-veri-analizi.jpg')).statusCode).toBe(404);
    expect((await get('/paylasim-gorseli/tr/bilinmeyen-sayfa.jpg')).statusCode).toBe(404);
  });

  it('draws a course’s cover under its title, and the home page in the company colours', async () => {
    const course = await get((await shareImageOf('/kurs/python-ile-veri-analizi')).path);
    const home = await get((await shareImageOf('/')).path);
    expect(await decoded(home.rawPayload)).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    const [courseMeans, homeMeans] = await Promise.all([means(course.rawPayload), means(home.rawPayload)]);
    const difference = courseMeans.reduce((sum, value, i) => sum + Math.abs(value - homeMeans[i]), 0);
    expect(difference).toBeGreaterThan(15);
  });

  it('is cached: a year for the address the page names, a 304 for its ETag, the file drawn once', async () => {
    const { path: image } = await shareImageOf('/egitim-takvimi');
    const stored = () => fs.readdirSync(path.join(t.config.dataDir, 'share-images')).sort();
    const first = await get(image);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = String(first.headers.etag);
    expect(etag).toBe(`"${new URL(image, origin).searchParams.get('v')}"`);
    const files = stored();
    expect(files).toContain(`${etag.slice(1, -1)}.jpg`);
    const again = await get(image, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // Without the page's version (an old share) it is today's image, kept for an hour only.
    const unversioned = await get(image.split('?')[0]);
    expect(unversioned.headers['cache-control']).toBe('public, max-age=3600');
    expect(unversioned.rawPayload.equals(first.rawPayload)).toBe(true);
    // With the public cache cleared (as by any admin write) the unchanged card is read, not drawn again.
    t.app.publicCache.clear();
    expect((await get(image)).rawPayload.equals(first.rawPayload)).toBe(true);
    expect(stored()).toEqual(files);
  });

  it('changes with the record: a new title is a new address and a new picture', async () => {
    const categories = json(await admin.get('/categories')).data as { id: number }[];
    const created = json(
      await admin.post('/products', {
        title: { tr: 'İş Sağlığı ve Güvenliği Eğitimi', en: 'Occupational Health and Safety Training' },
        category_id: categories[0].id,
      }),
    ).data as { id: number };
    /** Saves the title; the course's address follows its title (the old one redirects). */
    const publish = async (tr: string) => {
      const res = await admin.put(`/products/${created.id}`, {
        title: { tr, en: 'Occupational Health and Safety Training' },
        category_id: categories[0].id,
        is_published: 1,
      });
      expect(res.statusCode).toBe(200);
      return `/kurs/${(json(res).data as { seo_name: string }).seo_name}`;
    };
    const before = await shareImageOf(await publish('İş Sağlığı ve Güvenliği Eğitimi'));
    expect(metaOf(before.html, 'og:image:alt')).toBe('İş Sağlığı ve Güvenliği Eğitimi');
    const oldImage = await get(before.path);
    expect(await decoded(oldImage.rawPayload)).toEqual({ format: 'jpeg', width: 1200, height: 630 });

    const after = await shareImageOf(await publish('İş Sağlığı ve Güvenliği Eğitimi (Yenilendi)'));
    expect(metaOf(after.html, 'og:image:alt')).toBe('İş Sağlığı ve Güvenliği Eğitimi (Yenilendi)');
    expect(after.path).not.toBe(before.path);
    const newImage = await get(after.path);
    expect(newImage.headers.etag).not.toBe(oldImage.headers.etag);
    expect(newImage.rawPayload.equals(oldImage.rawPayload)).toBe(false);
    // The old ETag no longer answers 304: the image it named is not today's.
    const revalidated = await get(after.path, { 'if-none-match': String(oldImage.headers.etag) });
    expect(revalidated.statusCode).toBe(200);
  });
});
