import zlib from 'node:zlib';
import type { Thing } from 'schema-dts';
import { describe, expect, it } from 'vitest';
import { scriptHash } from '../../server/ssr/scriptHashes.js';
import type { PageState } from '../../shared/pageState.js';
import { attr, metaOf, siteOrigin as origin } from '../helpers/siteApp.js';
import { adminClient } from './admin-helpers.js';
import { demoCourses } from '../../server/db/seed/data/courses.js';
import { useSiteTestApp } from '../helpers/useTestApp.js';

/** The site's renders, counted. */
let renders = 0;
/** The public site rendered on the server from the real template and components (issue 11). */
const t = useSiteTestApp({ onRender: () => renders++ });

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** Each `from` address answers 301 with its `to` as the location. */
async function expectMovedPermanently(moves: [from: string, to: string][]) {
  for (const [from, to] of moves) {
    const res = await get(from);
    expect(res.statusCode, from).toBe(301);
    expect(res.headers.location, from).toBe(to);
  }
}

const titleOf = (html: string) => attr(html, /<title>([^<]*)<\/title>/);
const linksOf = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"(?: hreflang="([^"]+)")? href="([^"]+)"`, 'g'))].map((m) =>
    m[1] ? `${m[1]} ${m[2]}` : m[2],
  );
const jsonLd = (html: string): Thing[] => {
  const text = attr(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
  return text ? (JSON.parse(text) as Thing[]) : [];
};
const types = (html: string) => jsonLd(html).map((thing) => (thing as { '@type': string })['@type']);
const stateOf = (html: string) =>
  JSON.parse(
    attr(html, /<script id="page-state" type="application\/json">([\s\S]*?)<\/script>/) ?? 'null',
  ) as PageState;
/** The visible body: the HTML inside the root element, without tags. */
const bodyText = (html: string) =>
  (attr(html, /<div id="root">([\s\S]*?)<\/div>\s*<script/) ?? '').replace(/<[^>]+>/g, ' ');

describe('server-rendered public pages', () => {
  it('renders the home page whole: navbar, content and footer in the HTML, with its head', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const text = bodyText(res.body);
    expect(text).toContain('Geleceğinize Yatırım Yapın'); // the hero
    expect(text).toContain('Eğitim Takvimi'); // the navbar
    expect(text).toContain('KVKK Aydınlatma Metni'); // the footer's contracts
    expect(res.body).not.toContain('class="boot"');
    expect(res.body).not.toContain('<template'); // nothing left for a script to swap in
    expect(res.body).toContain('<html lang="tr"');
    expect(titleOf(res.body)).toBe('Akademi Eğitim ve Danışmanlık');
    expect(metaOf(res.body, 'description')).toMatch(/kurumsal eğitim/);
    expect(metaOf(res.body, 'keywords')).toContain('iş güvenliği');
    expect(linksOf(res.body, 'canonical')).toEqual([`${origin}/`]);
    expect(linksOf(res.body, 'alternate')).toEqual([
      `tr ${origin}/`,
      `en ${origin}/en`,
      `x-default ${origin}/`,
    ]);
    // A drawn JPEG in the company colours, not the SVG logo social networks do not show (issue 32).
    expect(metaOf(res.body, 'og:image')).toMatch(
      /^https:\/\/[^/]+\/paylasim-gorseli\/tr\/ana-sayfa\.jpg\?v=/,
    );
    expect(types(res.body)).toEqual(['EducationalOrganization']);
    // The configured colours are there from the first paint, with a readable shade of the accent.
    expect(res.body).toMatch(
      /<style>:root\{--color-main:#[0-9a-f]{6};[^}]*--color-second-text:#[0-9a-f]{6}\}<\/style>/i,
    );
    // The root holds only what the browser's React renders (hydration); the hero's preload is in the head.
    const root = attr(res.body, /<div id="root">([\s\S]*?)<\/div>\s*<script[ >]/) ?? '';
    // Not even whitespace before the first element: the cookie banner (first in the tab order), then the skip link.
    expect(root.slice(0, 60)).toMatch(/^<section lang="tr" class="consent"/);
    expect(root).toMatch(/<\/section><a class="skip-link"/);
    const head = attr(res.body, /<head>([\s\S]*?)<\/head>/) ?? '';
    expect(head).toMatch(/<link rel="preload" as="image" href="[^"]+home-hero[^"]*"/);
  });

  it('draws the cookie banner with the page, for the head’s check to show before the first paint', async () => {
    const res = await get('/egitim-takvimi');
    // The check runs in the head, admitted by its hash; the banner it shows is in the root.
    const head = attr(res.body, /<head>([\s\S]*?)<\/head>/) ?? '';
    const check = attr(head, /<script>(\(\(\)=>\{try\{const m=document\.cookie\.match\([\s\S]*?)<\/script>/);
    expect(check).toBeDefined();
    expect(String(res.headers['content-security-policy'])).toContain(scriptHash(check!));
    expect(head).toContain("setAttribute('data-consent-ask','')");
    expect(res.body).toMatch(/<section [^>]*class="consent"[^>]*data-first-paint=""/);
    expect(bodyText(res.body)).toContain('Çerez tercihleri');
  });

  it('embeds every answer the page used, so the browser hydrates without fetching', async () => {
    const res = await get('/kurs/python-ile-veri-analizi');
    const state = stateOf(res.body);
    expect(state.lang).toBe('tr');
    expect(state.notFound).toBe(false);
    expect(state.origin).toBe(origin);
    const keys = Object.keys(state.fallback).join('\n');
    for (const path of [
      '/api/pages/static-languages',
      '/api/pages/company-config',
      '/api/pages/course/python-ile-veri-analizi',
    ]) {
      expect(keys).toContain(path);
    }
    expect(res.body).not.toContain('</script><script>alert'); // JSON is script-safe
  });

  it('hands over the dates as the page shows them, so the browser hydrates without formatting one', async () => {
    const news = ((await get('/api/pages/news')).json() as { data: { seo_name: string }[] }).data[0];
    for (const [url, lang] of [
      ['/egitim-takvimi', 'tr'],
      ['/en/kurs/python-ile-veri-analizi', 'en'],
      [`/haber/${news.seo_name}`, 'tr'],
    ]) {
      const res = await get(url);
      const formatted = Object.entries(stateOf(res.body).formatted ?? {});
      expect(formatted.length, url).toBeGreaterThan(0);
      // The page as drawn (its text and attributes such as a date's title), without its state.
      const drawn = res.body.slice(res.body.indexOf('<body'), res.body.indexOf('<script id="page-state"'));
      for (const [key, value] of formatted) {
        expect(key, url).toMatch(
          new RegExp(
            `^(?:(?:date|month|badge|range|rangePieces|time|sorted)\\|${lang}|monthKey|datetime)\\|`,
          ),
        );
        // Every text handed over is one the page shows (a badge its day and month, a sorted list each item; a
        // month key is the filters' value, drawn elsewhere).
        const badge = value as { day: string; month: string };
        const shown =
          typeof value === 'string' ? [value] : Array.isArray(value) ? value : [badge.day, badge.month];
        for (const part of shown) {
          if (!key.startsWith('monthKey|')) expect(drawn, `${url} ${key}`).toContain(part);
        }
      }
    }
  });

  it('gives a course page its title, card, Course with sessions and offers, and breadcrumbs', async () => {
    const res = await get('/kurs/python-ile-veri-analizi');
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe('Python ile Veri Analizi | Akademi Eğitim ve Danışmanlık');
    expect(bodyText(res.body)).toContain('Python ile Veri Analizi');
    expect(metaOf(res.body, 'og:image')).toMatch(
      new RegExp(`^${origin}/paylasim-gorseli/tr/kurs/python-ile-veri-analizi\\.jpg\\?v=`),
    );
    expect(metaOf(res.body, 'og:url')).toBe(`${origin}/kurs/python-ile-veri-analizi`);
    const course = jsonLd(res.body).find(
      (thing) => (thing as { '@type': string })['@type'] === 'Course',
    ) as unknown as {
      name: string;
      hasCourseInstance: {
        startDate: string;
        courseMode: string;
        offers?: { price: number; priceCurrency: string };
      }[];
    };
    expect(course.name).toBe('Python ile Veri Analizi');
    expect(course.hasCourseInstance.length).toBeGreaterThan(0);
    for (const instance of course.hasCourseInstance) {
      expect(Number.isNaN(Date.parse(instance.startDate))).toBe(false);
      expect(['Online', 'Onsite']).toContain(instance.courseMode);
      expect(instance.offers).toMatchObject({ price: 7900, priceCurrency: 'TRY' });
    }
    expect(types(res.body)).toContain('BreadcrumbList');
  });

  it('writes the home page’s figures the way each language writes numbers (issue 30)', async () => {
    const turkish = bodyText((await get('/')).body);
    expect(turkish).toContain('12.000+');
    const english = bodyText((await get('/en')).body);
    expect(english).toContain('12,000+');
    expect(english).not.toContain('12.000+');
  });

  it('offers the same JSON-LD price on every language version of every course (issue 30)', async () => {
    const offersOf = (html: string) =>
      (
        jsonLd(html).find((thing) => (thing as { '@type': string })['@type'] === 'Course') as unknown as {
          hasCourseInstance?: { offers?: { price: number; priceCurrency: string } }[];
        }
      ).hasCourseInstance?.map((instance) => ({
        price: instance.offers?.price,
        priceCurrency: instance.offers?.priceCurrency,
      })) ?? [];
    let compared = 0;
    for (const demo of demoCourses) {
      const turkish = offersOf((await get(`/kurs/${demo.seo_name}`)).body);
      const english = offersOf((await get(`/en/kurs/${demo.seo_name}`)).body);
      expect(english, demo.seo_name).toEqual(turkish);
      // The amount the office wrote ("7.900 TL + KDV" → 7900), not the English text read the Turkish way (7.9).
      const written = /\d{1,3}(?:\.\d{3})*/.exec(demo.price.tr)?.[0];
      if (!written) continue;
      for (const offer of turkish) {
        expect(offer, demo.seo_name).toMatchObject({ price: Number(written.replaceAll('.', '')) });
      }
      compared += turkish.length;
    }
    expect(compared).toBeGreaterThan(20);
  });

  it('serves English at /en with its own canonical, language and texts', async () => {
    const res = await get('/en/kurs/python-ile-veri-analizi');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en"');
    expect(titleOf(res.body)).toBe('Data Analysis with Python | Akademi Training and Consulting');
    expect(linksOf(res.body, 'canonical')).toEqual([`${origin}/en/kurs/python-ile-veri-analizi`]);
    expect(metaOf(res.body, 'og:locale')).toBe('en_US');
    expect(bodyText(res.body)).toContain('Data Analysis with Python');
    // Links inside the English page stay English.
    expect(res.body).toContain('href="/en/egitim-takvimi"');
    expect(stateOf(res.body).lang).toBe('en');
  });

  it('serves an address in its own language whatever the _lang cookie says (issue 30)', async () => {
    // A visitor whose cookie says English (one English visit sets it) still reads a Turkish address in Turkish.
    for (const url of ['/biz-kimiz?ref=x', '/', '/kurs/python-ile-veri-analizi']) {
      const res = await get(url, { cookie: '_lang=en' });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<html lang="tr"');
      expect(stateOf(res.body).lang, url).toBe('tr');
      // The address alone chose the page: caches need not keep one per cookie.
      expect(res.headers.vary, url).not.toContain('Cookie');
    }
    expect(bodyText((await get('/biz-kimiz', { cookie: '_lang=en' })).body)).toContain('Eğitim Takvimi');
    // The same address without the cookie is the same page (one cached entry, whoever asked first).
    const plain = await get('/biz-kimiz?ref=x');
    const withCookie = await get('/biz-kimiz?ref=x', { cookie: '_lang=en' });
    expect(withCookie.body).toBe(plain.body);
    // And the English address is English whatever the cookie says.
    const en = await get('/en/biz-kimiz', { cookie: '_lang=tr' });
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('<html lang="en"'); // an /en address names its language itself
    expect(bodyText(en.body)).toContain('Training Calendar');
  });

  it('describes instructors as Person and news as NewsArticle', async () => {
    const person = await get('/egitmen/ayse-kaya');
    expect(types(person.body)).toContain('Person');
    expect(titleOf(person.body)).toMatch(/Ayşe Kaya \| /);
    const news = await get('/haber/izmir-egitim-merkezimiz-acildi');
    expect(types(news.body)).toContain('NewsArticle');
    expect(metaOf(news.body, 'og:type')).toBe('article');
  });

  it('answers unknown addresses and records with the 404 page, status 404 and noindex', async () => {
    for (const url of [
      '/bu-sayfa-yok',
      '/.env',
      '/.git/HEAD',
      '/kurs/boyle-bir-kurs-yok',
      '/haber/yok',
      '/en/nope',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(metaOf(res.body, 'robots'), url).toBe('noindex');
      expect(stateOf(res.body).notFound, url).toBe(true);
      expect(linksOf(res.body, 'canonical'), url).toEqual([]);
    }
    expect(bodyText((await get('/bu-sayfa-yok')).body)).toContain('Sayfa');
    // The 404 page's own address is not a page to index either.
    const own = await get('/404');
    expect(own.statusCode).toBe(404);
    expect(metaOf(own.body, 'robots')).toBe('noindex');
  });

  it('moves other spellings of a page to its canonical address', async () => {
    await expectMovedPermanently([
      ['/Biz-Kimiz', '/biz-kimiz'],
      ['/biz-kimiz/', '/biz-kimiz'],
      ['/EN/Kurs/python-ile-veri-analizi', '/en/kurs/python-ile-veri-analizi'],
      ['/egitim-takvimi/?category=x', '/egitim-takvimi?category=x'],
    ]);
  });

  it('caches a rendered page like an API answer, compressed, until an admin write', async () => {
    // The same bytes for every visitor (issue 31): kept compressed once per encoding, with its ETag.
    const first = await get('/egitim-takvimi', { 'accept-encoding': 'gzip' });
    expect(first.headers['content-encoding']).toBe('gzip');
    const rendered = renders;
    const again = await get('/egitim-takvimi', { 'accept-encoding': 'gzip' });
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(renders).toBe(rendered);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(first.headers.etag);
    const brotli = await get('/egitim-takvimi', { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).equals(zlib.gunzipSync(first.rawPayload))).toBe(true);

    const admin = adminClient(t, await t.adminToken());
    const write = await admin.put('/page-meta/products', {
      title: { tr: 'Yeni Takvim Başlığı', en: 'New Calendar Title' },
      description: { tr: 'Açıklama', en: 'Description' },
    });
    expect(write.statusCode, write.body).toBe(200);
    const after = await get('/egitim-takvimi');
    expect(titleOf(after.body)).toBe('Yeni Takvim Başlığı | Akademi Eğitim ve Danışmanlık');
  });

  it('renders a page once, cold or after a write, once for everyone asking together', async () => {
    // An address no other test has rendered (the query is part of it).
    const url = '/kurs/python-ile-veri-analizi?utm_source=plan';
    const admin = adminClient(t, await t.adminToken());
    const write = (title: string) =>
      admin.put('/page-meta/products', {
        title: { tr: title, en: title },
        description: { tr: 'A', en: 'A' },
      });
    expect((await write('Takvim A')).statusCode).toBe(200);
    renders = 0;
    const learnt = await get(url);
    // The route's loader (site/data/routeLoaders.ts) has loaded the shell's answers, the course's and what the
    // course points to before the first render: it is the only one (without loaders it took 4).
    expect(renders).toBe(1);

    expect((await write('Takvim B')).statusCode).toBe(200);
    renders = 0;
    const together = await Promise.all([get(url), get(url), get(url), get(url)]);
    expect(renders).toBe(1);
    // The first waits for the new page; the others may be handed the page it supersedes meanwhile
    // (ResponseCache.sharedOrPrevious), never a third one.
    for (const res of together) {
      expect(res.statusCode).toBe(200);
      expect([together[0].body, learnt.body]).toContain(res.body);
    }
    // The same page, with exactly the answers it asked for.
    expect(bodyText(together[0].body)).toBe(bodyText(learnt.body));
    expect(Object.keys(stateOf(together[0].body).fallback).sort()).toEqual(
      Object.keys(stateOf(learnt.body).fallback).sort(),
    );
  });
});

describe('renamed records', () => {
  it('answer 301 from every old address to the current one, in both languages; a deleted record is 404', async () => {
    const admin = adminClient(t, await t.adminToken());
    const created = await admin.post('/contracts', {
      name: { tr: 'Mesafeli Satış', en: 'Distance Sales' },
      seo_name: 'mesafeli-satis',
      text: { tr: '<p>Metin</p>', en: '<p>Text</p>' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { data: { id: number } }).data.id;
    expect((await get('/sozlesme/mesafeli-satis')).statusCode).toBe(200);
    const rename = (seo_name: string) =>
      admin.put(`/contracts/${id}`, {
        name: { tr: 'Mesafeli Satış' },
        seo_name,
        text: { tr: '<p>Metin</p>' },
      });
    expect((await rename('mesafeli-satis-sozlesmesi')).statusCode).toBe(200);
    expect((await rename('satis-sozlesmesi')).statusCode).toBe(200);

    await expectMovedPermanently([
      ['/sozlesme/mesafeli-satis', '/sozlesme/satis-sozlesmesi'],
      ['/sozlesme/mesafeli-satis-sozlesmesi?ref=mail', '/sozlesme/satis-sozlesmesi?ref=mail'],
      ['/en/sozlesme/mesafeli-satis', '/en/sozlesme/satis-sozlesmesi'],
    ]);
    expect((await get('/sozlesme/satis-sozlesmesi')).statusCode).toBe(200);
    // An address that never existed is still the 404 page.
    expect((await get('/sozlesme/hic-olmadi')).statusCode).toBe(404);

    expect((await admin.del(`/contracts/${id}`)).statusCode).toBe(200);
    expect((await get('/sozlesme/mesafeli-satis')).statusCode).toBe(404);
  });
});

describe('files at the site root', () => {
  it('robots.txt keeps crawlers out of the back office and points at the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Disallow: /admin');
    expect(res.body).toContain('Disallow: /giris-yap');
    expect(res.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it('sitemap.xml lists every page in both languages with their twins and dates', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of [
      '/',
      '/egitim-takvimi',
      '/kurs/python-ile-veri-analizi',
      '/egitmen/ayse-kaya',
      '/haber/izmir-egitim-merkezimiz-acildi',
      '/marka/techpro-akademi',
      '/sozlesme/kvkk-aydinlatma-metni',
    ]) {
      expect(locs).toContain(`${origin}${path}`);
      expect(locs).toContain(`${origin}/en${path === '/' ? '' : path}`);
    }
    expect(locs).not.toContain(`${origin}/404`);
    expect(res.body).toMatch(
      /<loc>https:\/\/akademi\.example\/kurs\/python-ile-veri-analizi<\/loc><lastmod>\d{4}-\d\d-\d\d<\/lastmod>/,
    );
    expect(res.body).toContain(`hreflang="en" href="${origin}/en/kurs/python-ile-veri-analizi"`);
  });

  it('has a web manifest and sends /favicon.ico to the company favicon', async () => {
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.json()).toMatchObject({ name: 'Akademi Eğitim ve Danışmanlık', start_url: '/' });
    const icon = await get('/favicon.ico');
    expect(icon.statusCode).toBe(302);
    expect(icon.headers.location).toBe('/brand/favicon.svg');
  });
});
