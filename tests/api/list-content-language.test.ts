import { beforeAll, describe, expect, it } from 'vitest';
import { parseTranslated, toJson } from '../../server/db/json.js';
import { type AdminClient, adminClient, json } from './admin-helpers.js';
import { useTestApp } from '../helpers/useTestApp.js';

/*
 * Issue 30: the public lists (news, testimonials, instructors, open positions, legal texts, brands) name
 * the language of an item shown in Turkish for want of a text in the asked one, as the catalogue does:
 * `content_lang: 'tr'` on that item only, nothing on an item in the asked language (the answers stay small).
 * A third language, German, is added through the back office; one news item and one testimonial get German
 * texts, the others stay untranslated.
 */
const t = useTestApp({ seed: true });
let admin: AdminClient;
let germanNewsId: number;
let germanTestimonialId: number;

/** Adds a German text to one row's stored text map. */
async function giveGerman(
  table: 'news' | 'testimonials',
  column: 'title' | 'quote',
  id: number,
  text: string,
) {
  const row = (await t.app.db
    .selectFrom(table)
    .select(column)
    .where('id', '=', id)
    .executeTakeFirstOrThrow()) as Record<string, string>;
  await t.app.db
    .updateTable(table)
    .set({ [column]: toJson({ ...parseTranslated(row[column]), de: text }) })
    .where('id', '=', id)
    .execute();
}

beforeAll(async () => {
  admin = adminClient(t, await t.adminToken());
  expect((await admin.post('/languages', { abbr: 'de', lang: 'Deutsch' })).statusCode).toBe(201);
  expect((await admin.put('/languages/active', { abbr: 'de', active: 1 })).statusCode).toBe(200);
  const news = await t.app.db.selectFrom('news').select('id').orderBy('id').executeTakeFirstOrThrow();
  germanNewsId = news.id;
  await giveGerman('news', 'title', germanNewsId, 'Neues Semester');
  const quote = await t.app.db
    .selectFrom('testimonials')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  germanTestimonialId = quote.id;
  await giveGerman('testimonials', 'quote', germanTestimonialId, 'Klar und praxisnah.');
});

type Item = { id: number; content_lang?: string; title?: string; quote?: string };

async function list(url: string, lang: string): Promise<Item[]> {
  const res = await t.app.inject({ method: 'GET', url, cookies: { _lang: lang } });
  expect(res.statusCode).toBe(200);
  const data = json(res).data as Item[] | { items: Item[] };
  return Array.isArray(data) ? data : data.items;
}

const listUrls = [
  '/api/pages/categories',
  '/api/pages/news',
  '/api/pages/news-archive',
  '/api/pages/testimonials',
  '/api/pages/instructors',
  '/api/pages/open-positions',
  '/api/pages/contracts',
  '/api/pages/brands',
];

describe('list items shown in Turkish for want of a German text', () => {
  it('news (home block and archive): the German one in German, unmarked; the others Turkish, marked', async () => {
    for (const url of ['/api/pages/news', '/api/pages/news-archive']) {
      const items = await list(url, 'de');
      expect(items.length).toBeGreaterThan(1);
      const german = items.find((item) => item.id === germanNewsId)!;
      expect(german.title).toBe('Neues Semester');
      expect(german).not.toHaveProperty('content_lang');
      const others = items.filter((item) => item.id !== germanNewsId);
      for (const item of others) expect(item.content_lang).toBe('tr');
      const turkish = await list(url, 'tr');
      expect(others.map((item) => item.title)).toEqual(
        turkish.filter((item) => item.id !== germanNewsId).map((item) => item.title),
      );
    }
  });

  it('testimonials (home and a course page): the German quote unmarked, the Turkish ones marked', async () => {
    const items = await list('/api/pages/testimonials', 'de');
    expect(items.length).toBeGreaterThan(1);
    const german = items.find((item) => item.id === germanTestimonialId)!;
    expect(german.quote).toBe('Klar und praxisnah.');
    expect(german).not.toHaveProperty('content_lang');
    for (const item of items.filter((one) => one.id !== germanTestimonialId))
      expect(item.content_lang).toBe('tr');
    const row = await t.app.db
      .selectFrom('testimonials')
      .select('product_id')
      .where('product_id', 'is not', null)
      .where('id', '!=', germanTestimonialId)
      .executeTakeFirstOrThrow();
    const aboutCourse = await list(`/api/pages/testimonials?product=${row.product_id}`, 'de');
    expect(aboutCourse.length).toBeGreaterThan(0);
    for (const item of aboutCourse.filter((one) => one.id !== germanTestimonialId))
      expect(item.content_lang).toBe('tr');
  });

  it('instructors, open positions, legal texts and categories, never translated into German, are all marked', async () => {
    for (const url of [
      '/api/pages/instructors',
      '/api/pages/open-positions',
      '/api/pages/contracts',
      '/api/pages/categories',
    ]) {
      const items = await list(url, 'de');
      expect(items.length, url).toBeGreaterThan(0);
      for (const item of items) expect(item.content_lang, url).toBe('tr');
    }
  });

  it("a course's questions are marked one by one: a German question is not, the Turkish ones are", async () => {
    const course = await t.app.db
      .selectFrom('products')
      .select(['id', 'seo_name', 'faq'])
      .where('faq', 'is not', null)
      .where('faq', '!=', '[]')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const faq = JSON.parse(course.faq!) as {
      question: Record<string, string>;
      answer: Record<string, string>;
    }[];
    expect(faq.length).toBeGreaterThan(1);
    faq[0].question.de = 'Wer kann teilnehmen?';
    faq[0].answer.de = 'Alle.';
    await t.app.db
      .updateTable('products')
      .set({ faq: JSON.stringify(faq) })
      .where('id', '=', course.id)
      .execute();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/pages/course/${course.seo_name}`,
      cookies: { _lang: 'de' },
    });
    const items = json(res).data.faq as { question: string; content_lang?: string }[];
    expect(items[0]).toEqual({ question: 'Wer kann teilnehmen?', answer: 'Alle.' });
    for (const item of items.slice(1)) expect(item.content_lang).toBe('tr');
  });

  it('a brand is marked only for its logo text: one with a Turkish alt text, none without a logo', async () => {
    const [brand] = await t.app.db.selectFrom('brands').select('id').orderBy('id').limit(1).execute();
    await t.app.db
      .updateTable('brands')
      .set({
        logo_path: '/uploads/brands/a.webp',
        image_alt: toJson({ tr: 'Marka logosu' }),
        image_decorative: 0,
      })
      .where('id', '=', brand.id)
      .execute();
    // No list of brands was asked for before: no cached answer hides this write.
    const items = (await list('/api/pages/brands', 'de')) as (Item & { logo_alt: string | null })[];
    const marked = items.find((item) => item.id === brand.id)!;
    expect(marked).toMatchObject({ logo_alt: 'Marka logosu', content_lang: 'tr' });
    for (const item of items.filter((one) => one.logo_alt === null))
      expect(item).not.toHaveProperty('content_lang');
  });

  it('no list item carries content_lang in Turkish, the default language', async () => {
    for (const url of listUrls) {
      for (const item of await list(url, 'tr')) expect(item, url).not.toHaveProperty('content_lang');
    }
  });
});
