import { beforeAll, describe, expect, it } from 'vitest';
import type { CourseDetail } from '../../shared/publicApi.js';
import { demoCourses } from '../../server/db/seed/data/courses.js';
import { mailLanguage } from '../../server/mail/messages.js';
import { parseTranslated, toJson } from '../../server/db/json.js';
import { attr, siteOrigin as origin } from '../helpers/siteApp.js';
import { type AdminClient, adminClient, json } from './admin-helpers.js';
import { useSiteTestApp } from '../helpers/useTestApp.js';

/*
 * Issue 30: a language the office adds works end to end. German (`de`) and Arabic (`ar`, right to left) are
 * created and activated through the back office API, then the public site, its head, sitemap, share images
 * and calendar are read as a visitor and a crawler would; deactivating and deleting follow.
 */
const t = useSiteTestApp();
let admin: AdminClient;
/** A course given a German title before German exists: translated into it. */
const translated = demoCourses[0];
/** A course never translated into German: its German page shows the Turkish text. */
const untranslated = demoCourses[1];

beforeAll(async () => {
  admin = adminClient(t, await t.adminToken());
  const row = await t.app.db
    .selectFrom('products')
    .select('title')
    .where('seo_name', '=', translated.seo_name)
    .executeTakeFirstOrThrow();
  await t.app.db
    .updateTable('products')
    .set({ title: toJson({ ...parseTranslated(row.title), de: 'Datenanalyse mit Python' }) })
    .where('seo_name', '=', translated.seo_name)
    .execute();
  for (const [abbr, lang] of [
    ['de', 'Deutsch'],
    ['ar', 'العربية'],
  ]) {
    expect((await admin.post('/languages', { abbr, lang })).statusCode).toBe(201);
    expect((await admin.put('/languages/active', { abbr, active: 1 })).statusCode).toBe(200);
  }
});

const get = (url: string, cookies?: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, ...(cookies ? { cookies } : {}) });
const htmlTag = (html: string) => attr(html, /(<html[^>]*>)/);
/** The page's language twins: `hreflang address` each. */
const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
    (m) => `${m[1]} ${m[2]}`,
  );
const canonical = (html: string) => attr(html, /<link rel="canonical" href="([^"]+)">/);
const coursePath = (seoName: string) => `/kurs/${seoName}`;

describe('an added language has its pages', () => {
  it('serves /de and a German course page with <html lang="de" dir="ltr">', async () => {
    expect((await get('/de/')).headers.location).toBe('/de'); // one spelling per page
    const home = await get('/de');
    expect(home.statusCode).toBe(200);
    expect(htmlTag(home.body)).toBe('<html lang="de" dir="ltr">');
    const course = await get(`/de${coursePath(translated.seo_name)}`);
    expect(course.statusCode).toBe(200);
    expect(htmlTag(course.body)).toBe('<html lang="de" dir="ltr">');
    expect(course.body).toContain('Datenanalyse mit Python');
  });

  it('gives a right-to-left language dir="rtl", and Turkish pages dir="ltr"', async () => {
    expect(htmlTag((await get('/ar')).body)).toBe('<html lang="ar" dir="rtl">');
    expect(htmlTag((await get('/ar/iletisim')).body)).toBe('<html lang="ar" dir="rtl">');
    expect(htmlTag((await get('/')).body)).toBe('<html lang="tr" dir="ltr">');
  });

  it('names every active language as a twin of a fixed page, with x-default', async () => {
    const html = (await get('/de/iletisim')).body;
    expect(alternates(html)).toEqual([
      `tr ${origin}/iletisim`,
      `en ${origin}/en/iletisim`,
      `de ${origin}/de/iletisim`,
      `ar ${origin}/ar/iletisim`,
      `x-default ${origin}/iletisim`,
    ]);
    expect(canonical(html)).toBe(`${origin}/de/iletisim`);
  });

  it('says which languages a course is written in; an untranslated one falls back to Turkish, marked', async () => {
    const german = json(await get(`/api/pages/course/${translated.seo_name}`, { _lang: 'de' }))
      .data as CourseDetail;
    expect(german).toMatchObject({ title: 'Datenanalyse mit Python', content_lang: 'de' });
    expect(german.translated_languages).toEqual(['tr', 'en', 'de']);

    const fallback = json(await get(`/api/pages/course/${untranslated.seo_name}`, { _lang: 'de' }))
      .data as CourseDetail;
    expect(fallback).toMatchObject({ title: untranslated.title.tr, content_lang: 'tr' });
    expect(fallback.translated_languages).toEqual(['tr', 'en']);
    const english = json(await get(`/api/pages/course/${untranslated.seo_name}`, { _lang: 'en' }))
      .data as CourseDetail;
    expect(english.content_lang).toBe('en');

    // In lists too: a card or session row of an untranslated course is marked as Turkish, a translated one not.
    const list = json(await get('/api/pages/products', { _lang: 'de' })).data as CourseDetail[];
    expect(list.find((c) => c.seo_name === untranslated.seo_name)?.content_lang).toBe('tr');
    expect(list.find((c) => c.seo_name === translated.seo_name)?.content_lang).toBeUndefined();
    const calendar = (await get('/de/egitim-takvimi')).body;
    expect(calendar).toMatch(
      new RegExp(
        `<a[^>]*href="/de/kurs/${untranslated.seo_name}"[^>]*lang="tr"|<a[^>]*lang="tr"[^>]*href="/de/kurs/${untranslated.seo_name}"`,
      ),
    );
  });

  it("lists a record page's twins only in the languages it is written in", async () => {
    const path = coursePath(untranslated.seo_name);
    const html = (await get(`/de${path}`)).body;
    expect(html).toContain(untranslated.title.tr);
    expect(alternates(html)).toEqual([
      `tr ${origin}${path}`,
      `en ${origin}/en${path}`,
      `x-default ${origin}${path}`,
    ]);
    // The Turkish page is the original of what the German address shows.
    expect(canonical(html)).toBe(`${origin}${path}`);
    const written = alternates((await get(`/de${coursePath(translated.seo_name)}`)).body);
    expect(written).toContain(`de ${origin}/de${coursePath(translated.seo_name)}`);
    expect(written).not.toContain(`ar ${origin}/ar${coursePath(translated.seo_name)}`);
  });

  it('lists every active language in the sitemap, a record only where it is translated', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${origin}/de/iletisim`);
    expect(locs).toContain(`${origin}/ar`);
    expect(locs).toContain(`${origin}/de${coursePath(translated.seo_name)}`);
    expect(locs).not.toContain(`${origin}/ar${coursePath(translated.seo_name)}`);
    expect(locs).not.toContain(`${origin}/de${coursePath(untranslated.seo_name)}`);
    expect(locs).toContain(`${origin}/en${coursePath(untranslated.seo_name)}`);
    const entry = sitemap
      .split('<url>')
      .find((part) => part.startsWith(`<loc>${origin}${coursePath(untranslated.seo_name)}</loc>`));
    expect(entry).toBeDefined();
    expect(entry).toContain(`hreflang="en"`);
    expect(entry).not.toContain(`hreflang="de"`);
    expect(entry).toContain(`hreflang="x-default" href="${origin}${coursePath(untranslated.seo_name)}"`);
  });

  it("draws the share image of an added language's page", async () => {
    const res = await get(`/paylasim-gorseli/de${coursePath(translated.seo_name)}.jpg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect((await get(`/paylasim-gorseli/xx${coursePath(translated.seo_name)}.jpg`)).statusCode).toBe(404);
  });

  it('accepts the language for the cookie and the calendar, which links its pages', async () => {
    const res = await get('/api/pages/change-language/de');
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((cookie) => cookie.name === '_lang')?.value).toBe('de');
    const ics = await get('/takvim.ics', { _lang: 'de' });
    expect(ics.statusCode).toBe(200);
    // A language without its own calendar name has the default language's.
    expect(ics.body).toContain('Eğitim Takvimi');
    expect(ics.body.replace(/\r\n /g, '')).toContain(`${origin}/de${coursePath(translated.seo_name)}`);
  });

  it('writes e-mails in a language the code has texts for, else in Turkish: one rule', () => {
    expect(mailLanguage('en')).toBe('en');
    expect(mailLanguage('tr')).toBe('tr');
    expect(mailLanguage('de')).toBe('tr');
    expect(mailLanguage('ar')).toBe('tr');
    expect(mailLanguage(undefined)).toBe('tr');
  });
});

describe('addresses that are no active language', () => {
  it('moves the default language prefix to the unprefixed address', async () => {
    const res = await get('/tr/kurs/x?y=1');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/kurs/x?y=1');
    expect((await get('/tr')).headers.location).toBe('/');
  });

  it('answers an unknown prefix with the 404 page in the default language', async () => {
    const res = await get('/xx');
    expect(res.statusCode).toBe(404);
    expect(htmlTag(res.body)).toBe('<html lang="tr" dir="ltr">');
    expect((await get(`/xx${coursePath(translated.seo_name)}`)).statusCode).toBe(404);
  });

  it('refuses a language code that is another address of the site', async () => {
    const res = await admin.post('/languages', { abbr: 'api', lang: 'API' });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({ abbr: 'Bu kod sitenin başka bir adresine ayrılmış' });
  });

  it('moves a deactivated language to the default language, at once, keeping its texts', async () => {
    const path = `/de${coursePath(translated.seo_name)}`;
    expect((await get(path)).statusCode).toBe(200); // cached now
    expect((await admin.put('/languages/active', { abbr: 'de', active: 0 })).statusCode).toBe(200);
    const res = await get(`${path}?a=1`);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`${coursePath(translated.seo_name)}?a=1`);
    expect((await get(path)).statusCode).toBe(301);
    expect((await get('/sitemap.xml')).body).not.toContain(`${origin}/de/`);
    const stored = await t.app.db
      .selectFrom('products')
      .select('title')
      .where('seo_name', '=', translated.seo_name)
      .executeTakeFirstOrThrow();
    expect(parseTranslated(stored.title).de).toBe('Datenanalyse mit Python');
    // Active again: its pages come back.
    expect((await admin.put('/languages/active', { abbr: 'de', active: 1 })).statusCode).toBe(200);
    expect((await get(path)).statusCode).toBe(200);
  });

  it('deletes a language (not the default one); its addresses are then unknown, the pages still render', async () => {
    const refused = await admin.del('/languages/tr');
    expect(refused.statusCode).toBe(422);
    expect(json(refused).message).toBe('Varsayılan dil silinemez');
    expect((await admin.del('/languages/zz')).statusCode).toBe(404);

    const german = json(await admin.get('/languages/de')).data as { id: number };
    const res = await admin.del('/languages/de');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ success: true, message: 'Silindi!', data: { abbr: 'de' } });
    expect((await admin.get('/languages/de')).statusCode).toBe(404);
    expect((await get(`/de${coursePath(translated.seo_name)}`)).statusCode).toBe(404);
    const turkish = await get(coursePath(translated.seo_name));
    expect(turkish.statusCode).toBe(200);
    expect(turkish.body).toContain(translated.title.tr);
    expect(alternates(turkish.body).some((link) => link.startsWith('de '))).toBe(false);

    // Logged as the other language writes are: under the row id, with the row as it was.
    const log = json(await admin.get(`/audit-log?resource=languages&record_id=${german.id}`)).data.items as {
      action: string;
    }[];
    expect(log.map((entry) => entry.action)).toContain('delete');
  });

  it('deletes by row id too, as the panel addresses records', async () => {
    const ar = json(await admin.get('/languages/ar')).data as { id: number };
    expect((await admin.del(`/languages/${ar.id}`)).statusCode).toBe(200);
    expect((await get('/ar')).statusCode).toBe(404);
  });
});
