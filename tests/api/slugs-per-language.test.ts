import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CourseDetail, CourseListItem } from '../../shared/publicApi.js';
import { demoCourses } from '../../server/db/seed/data/courses.js';
import { attr, siteOrigin as origin } from '../helpers/siteApp.js';
import { courseIdOf } from '../helpers/storedRows.js';
import { type AdminClient, adminClient, json } from './admin-helpers.js';
import { useSiteTestApp } from '../helpers/useTestApp.js';

/*
 * Issue 30, slugs per language: a course's address has a slug in each language (`/kurs/veri-analizi…`,
 * `/en/kurs/data-analysis…`), the Turkish one where a language has none of its own. Set through the back
 * office API, then read as a visitor and a crawler would: both addresses, the Turkish slug under /en/ moving
 * to the English one, hreflang and sitemap twins, the catalogue's links, and a taken slug refused.
 */
const t = useSiteTestApp();
let admin: AdminClient;
/** Given an English slug through the back office. */
const course = demoCourses[0];
/** Left without one: its English page keeps the Turkish slug. */
const plain = demoCourses[1];
const englishSlug = 'data-analysis-in-english';
let courseId = 0;

/** Saves a record as the back office does: its whole record (GET `path`), with `change` over it. */
async function saveRecord(path: string, change: Record<string, unknown>) {
  const record = json(await admin.get(path)).data as Record<string, unknown>;
  return admin.put(path, { ...record, ...change });
}
const saveCourse = (id: number, change: Record<string, unknown>) => saveRecord(`/products/${id}`, change);

/** The answer to a save whose English slug another record of the same kind already has. */
function expectEnglishSlugTaken(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(422);
  expect(json(res).errors).toEqual({ 'seo_names.en': 'Bu SEO adı başka bir kayıtta kullanılıyor' });
}

beforeAll(async () => {
  admin = adminClient(t, await t.adminToken());
  courseId = await courseIdOf(t.app.db, course.seo_name);
  const saved = await saveCourse(courseId, { seo_names: { en: 'Data Analysis in English' } });
  expect(saved.statusCode).toBe(200);
});

const get = (url: string, cookies?: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, ...(cookies ? { cookies } : {}) });
const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
    (m) => `${m[1]} ${m[2]}`,
  );
const canonical = (html: string) => attr(html, /<link rel="canonical" href="([^"]+)">/);

describe('a course with a slug per language', () => {
  it('keeps the Turkish slug as seo_name and answers the other languages in seo_names (admin)', async () => {
    const data = json(await admin.get(`/products/${courseId}`)).data as {
      seo_name: string;
      seo_names: Record<string, string>;
    };
    expect(data.seo_name).toBe(course.seo_name);
    expect(data.seo_names).toEqual({ en: englishSlug }); // typed text made a slug by the SPEC §5 rule
  });

  it('answers at its Turkish and its English address', async () => {
    const turkish = await get(`/kurs/${course.seo_name}`);
    expect(turkish.statusCode).toBe(200);
    expect(turkish.body).toContain(course.title.tr);
    const english = await get(`/en/kurs/${englishSlug}`);
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain(course.title.en);
    const answer = json(await get(`/api/pages/course/${englishSlug}`, { _lang: 'en' })).data as CourseDetail;
    expect(answer.seo_name).toBe(englishSlug);
    expect(answer.seo_names).toEqual({ tr: course.seo_name, en: englishSlug });
  });

  it('moves the Turkish slug under /en/ to the English address, and the English slug unprefixed to the Turkish one', async () => {
    const wrong = await get(`/en/kurs/${course.seo_name}?x=1`);
    expect(wrong.statusCode).toBe(301);
    expect(wrong.headers.location).toBe(`/en/kurs/${englishSlug}?x=1`);
    const unprefixed = await get(`/kurs/${englishSlug}`);
    expect(unprefixed.statusCode).toBe(301);
    expect(unprefixed.headers.location).toBe(`/kurs/${course.seo_name}`);
    expect((await get('/en/kurs/no-such-course')).statusCode).toBe(404);
  });

  it("names each language's own address as canonical and in the hreflang twins", async () => {
    const expected = [
      `tr ${origin}/kurs/${course.seo_name}`,
      `en ${origin}/en/kurs/${englishSlug}`,
      `x-default ${origin}/kurs/${course.seo_name}`,
    ];
    const english = (await get(`/en/kurs/${englishSlug}`)).body;
    expect(alternates(english)).toEqual(expected);
    expect(canonical(english)).toBe(`${origin}/en/kurs/${englishSlug}`);
    const turkish = (await get(`/kurs/${course.seo_name}`)).body;
    expect(alternates(turkish)).toEqual(expected);
    expect(canonical(turkish)).toBe(`${origin}/kurs/${course.seo_name}`);
  });

  it('lists the English address in the sitemap, with the twins of each language', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${origin}/en/kurs/${englishSlug}`);
    expect(locs).not.toContain(`${origin}/en/kurs/${course.seo_name}`);
    const entry = sitemap
      .split('<url>')
      .find((part) => part.startsWith(`<loc>${origin}/kurs/${course.seo_name}</loc>`));
    expect(entry).toContain(`hreflang="en" href="${origin}/en/kurs/${englishSlug}"`);
    expect(entry).toContain(`hreflang="x-default" href="${origin}/kurs/${course.seo_name}"`);
  });

  it('links the course by its English slug from English lists and pages', async () => {
    const list = json(await get('/api/pages/products', { _lang: 'en' })).data as CourseListItem[];
    expect(list.find((item) => item.id === courseId)?.seo_name).toBe(englishSlug);
    const turkishList = json(await get('/api/pages/products')).data as CourseListItem[];
    expect(turkishList.find((item) => item.id === courseId)?.seo_name).toBe(course.seo_name);
    const calendar = (await get('/en/egitim-takvimi')).body;
    expect(calendar).toContain(`href="/en/kurs/${englishSlug}"`);
    expect(calendar).not.toContain(`href="/en/kurs/${course.seo_name}"`);
  });

  it('links the English brochure and the English calendar entry by the English slug', async () => {
    const brochure = await get(`/en/kurs/${englishSlug}/brosur.pdf`);
    expect(brochure.statusCode).toBe(200);
    expect(brochure.headers['content-type']).toContain('application/pdf');
    expect((await get(`/kurs/${course.seo_name}/brosur.pdf`)).statusCode).toBe(200);
    const detail = json(await get(`/api/pages/course/${englishSlug}`, { _lang: 'en' })).data as CourseDetail;
    const session = detail.sessions[0];
    expect(session).toBeDefined();
    const ics = await get(`/api/pages/session/${session.id}/calendar.ics`, { _lang: 'en' });
    expect(ics.statusCode).toBe(200);
    // Folded at 75 octets by the iCalendar rules: unfold before reading the address.
    expect(ics.body.replace(/\r\n /g, '')).toContain(`/en/kurs/${englishSlug}`);
  });

  it('keeps the Turkish slug under /en/ for a course without an English one', async () => {
    const res = await get(`/en/kurs/${plain.seo_name}`);
    expect(res.statusCode).toBe(200);
    expect(alternates(res.body)).toContain(`en ${origin}/en/kurs/${plain.seo_name}`);
  });

  it('refuses a slug another course has, in any language, with the seo name message', async () => {
    const other = await courseIdOf(t.app.db, plain.seo_name);
    const taken = await saveCourse(other, { seo_names: { en: englishSlug } });
    expectEnglishSlugTaken(taken);
    // Another course's Turkish slug is its address under every prefix without a slug of its own: taken too.
    const turkishTaken = await saveCourse(other, { seo_names: { en: course.seo_name } });
    expect(turkishTaken.statusCode).toBe(422);
    // And a Turkish slug may not take another course's English one.
    const asTurkish = await saveCourse(other, { seo_name: englishSlug });
    expect(json(asTurkish).errors).toEqual({ seo_name: 'Bu SEO adı başka bir kayıtta kullanılıyor' });
  });

  it('goes back to the Turkish slug under /en/ when the English one is emptied, the old one moving', async () => {
    const saved = await saveCourse(courseId, { seo_names: { en: '' } });
    expect(saved.statusCode).toBe(200);
    expect(json(saved).data).toMatchObject({ seo_names: {} });
    expect((await get(`/en/kurs/${course.seo_name}`)).statusCode).toBe(200);
    const old = await get(`/en/kurs/${englishSlug}`);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/en/kurs/${course.seo_name}`);
  });
});

describe('a news item with a slug per language', () => {
  it('is created with its English slug through the panel form and answers at each address', async () => {
    const created = await admin.form('/news', {
      title: JSON.stringify({ tr: 'Yeni Dönem Başladı', en: 'A New Term Begins' }),
      seo_names: JSON.stringify({ en: 'A new term begins' }),
      active: '1',
      published_at: '2026-01-05',
    });
    expect(created.statusCode).toBe(201);
    const data = json(created).data as { seo_name: string; seo_names: Record<string, string> };
    expect(data).toMatchObject({ seo_name: 'yeni-donem-basladi', seo_names: { en: 'a-new-term-begins' } });

    expect((await get('/haber/yeni-donem-basladi')).statusCode).toBe(200);
    const english = await get('/en/haber/a-new-term-begins');
    expect(english.statusCode).toBe(200);
    expect(alternates(english.body)).toEqual([
      `tr ${origin}/haber/yeni-donem-basladi`,
      `en ${origin}/en/haber/a-new-term-begins`,
      `x-default ${origin}/haber/yeni-donem-basladi`,
    ]);
    const wrong = await get('/en/haber/yeni-donem-basladi');
    expect(wrong.statusCode).toBe(301);
    expect(wrong.headers.location).toBe('/en/haber/a-new-term-begins');

    const list = json(await get('/api/pages/news', { _lang: 'en' })).data as { seo_name: string }[];
    expect(list.map((item) => item.seo_name)).toContain('a-new-term-begins');
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>${origin}/en/haber/a-new-term-begins</loc>`);
  });

  it("may share a course's slug (addresses differ by resource) but not another news item's", async () => {
    const created = await admin.post('/news', {
      title: { tr: 'Kurs adıyla haber' },
      seo_names: { en: englishSlug },
      active: 1,
    });
    expect(created.statusCode).toBe(201);
    const taken = await admin.post('/news', {
      title: { tr: 'İkinci haber' },
      seo_names: { en: englishSlug },
    });
    expectEnglishSlugTaken(taken);
  });

  it('frees its slugs once deleted for good (in the trash it keeps them, as its seo_name)', async () => {
    const first = json(
      await admin.post('/news', { title: { tr: 'Silinecek haber' }, seo_names: { en: 'to-be-deleted' } }),
    ).data as { id: number };
    await admin.del(`/news/${first.id}`);
    const whileTrashed = await admin.post('/news', {
      title: { tr: 'Bekleyen' },
      seo_names: { en: 'to-be-deleted' },
    });
    expect(whileTrashed.statusCode).toBe(422);
    expect((await admin.del(`/news/${first.id}/permanent`)).statusCode).toBe(200);
    const after = await admin.post('/news', {
      title: { tr: 'Yeni sahibi' },
      seo_names: { en: 'to-be-deleted' },
    });
    expect(after.statusCode).toBe(201);
  });
});

describe('instructors and brands with a slug per language', () => {
  it('are given an English slug in the back office, answer at it, move the Turkish one under /en/ there and are linked by it', async () => {
    const person = await t.app.db
      .selectFrom('product_instructors')
      .innerJoin('instructors', 'instructors.id', 'product_instructors.instructor_id')
      .select(['instructors.id', 'instructors.seo_name'])
      .where('product_instructors.product_id', '=', courseId)
      .executeTakeFirstOrThrow();
    const brand = await t.app.db
      .selectFrom('brands')
      .innerJoin('products', 'products.brand_id', 'brands.id')
      .select(['brands.id', 'brands.seo_name'])
      .where('products.id', '=', courseId)
      .executeTakeFirstOrThrow();
    for (const [url, id, slug] of [
      ['/instructors', person.id, 'Our Trainer'],
      ['/brands', brand.id, 'our-brand'],
    ] as const) {
      const saved = await saveRecord(`${url}/${id}`, { seo_names: { en: slug } });
      expect(saved.statusCode).toBe(200);
      expect(json(saved).data.seo_names).toEqual({ en: slug === 'Our Trainer' ? 'our-trainer' : slug });
    }

    for (const [turkish, english] of [
      [`/egitmen/${person.seo_name}`, '/en/egitmen/our-trainer'],
      [`/marka/${brand.seo_name}`, '/en/marka/our-brand'],
    ]) {
      expect((await get(turkish)).statusCode).toBe(200);
      const page = await get(english);
      expect(page.statusCode).toBe(200);
      expect(canonical(page.body)).toBe(`${origin}${english}`);
      expect(alternates(page.body)).toContain(`en ${origin}${english}`);
      expect(alternates(page.body)).toContain(`tr ${origin}${turkish}`);
      const moved = await get(`/en${turkish}`);
      expect(moved.statusCode).toBe(301);
      expect(moved.headers.location).toBe(english);
    }
    const detail = json(await get(`/api/pages/course/${course.seo_name}`, { _lang: 'en' }))
      .data as CourseDetail;
    expect(detail.instructors.find((item) => item.id === person.id)?.seo_name).toBe('our-trainer');
    expect(detail.brand?.seo_name).toBe('our-brand');
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>${origin}/en/egitmen/our-trainer</loc>`);
    expect(sitemap).toContain(`<loc>${origin}/en/marka/our-brand</loc>`);

    // Another instructor may not take it, in any language.
    const other = await t.app.db
      .selectFrom('instructors')
      .select('id')
      .where('id', '!=', person.id)
      .executeTakeFirstOrThrow();
    const taken = await saveRecord(`/instructors/${other.id}`, { seo_names: { en: 'our-trainer' } });
    expectEnglishSlugTaken(taken);
  });
});

describe('categories with a slug per language', () => {
  it('filter the English calendar by their English slug, the Turkish one still working', async () => {
    const detail = json(await get(`/api/pages/course/${plain.seo_name}`)).data as CourseDetail;
    const category = detail.category;
    expect(category).not.toBeNull();
    const saved = await saveRecord(`/categories/${category?.id}`, { seo_names: { en: 'Our Category' } });
    expect(saved.statusCode).toBe(200);
    expect(json(saved).data.seo_names).toEqual({ en: 'our-category' });

    const english = json(await get(`/api/pages/course/${plain.seo_name}`, { _lang: 'en' }))
      .data as CourseDetail;
    expect(english.category?.seo_name).toBe('our-category');
    const turkish = json(await get(`/api/pages/course/${plain.seo_name}`)).data as CourseDetail;
    expect(turkish.category?.seo_name).toBe(category?.seo_name);
    for (const value of ['our-category', category?.seo_name ?? '']) {
      const page = await get(`/api/pages/calendar?category=${value}`, { _lang: 'en' });
      expect(page.statusCode).toBe(200);
    }
    expect((await get('/en/egitim-takvimi?category=our-category')).statusCode).toBe(200);

    const other = (json(await admin.get('/categories')).data as { id: number }[]).find(
      (row) => row.id !== category?.id,
    );
    const taken = await saveRecord(`/categories/${other?.id}`, { seo_names: { en: 'our-category' } });
    expectEnglishSlugTaken(taken);
  });
});

describe('contracts with a slug per language', () => {
  it('answer at their English address, linked from the English list, the Turkish one under /en/ moving', async () => {
    const created = await admin.post('/contracts', {
      name: { tr: 'Mesafeli Satış Sözleşmesi', en: 'Distance Sales Agreement' },
      text: { tr: '<p>Metin</p>', en: '<p>Text</p>' },
      seo_names: { en: 'distance-sales-agreement' },
    });
    expect(created.statusCode).toBe(201);
    expect(json(created).data).toMatchObject({
      seo_name: 'mesafeli-satis-sozlesmesi',
      seo_names: { en: 'distance-sales-agreement' },
    });
    const english = await get('/en/sozlesme/distance-sales-agreement');
    expect(english.statusCode).toBe(200);
    expect(canonical(english.body)).toBe(`${origin}/en/sozlesme/distance-sales-agreement`);
    const moved = await get('/en/sozlesme/mesafeli-satis-sozlesmesi');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/en/sozlesme/distance-sales-agreement');
    const list = json(await get('/api/pages/contracts', { _lang: 'en' })).data as { seo_name: string }[];
    expect(list.map((item) => item.seo_name)).toContain('distance-sales-agreement');
  });
});
