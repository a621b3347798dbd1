import { describe, expect, it } from 'vitest';
import { demoNews } from '../../server/db/seed/data/news.js';
import { attr, siteOrigin as origin } from '../helpers/siteApp.js';
import { useSiteTestApp } from '../helpers/useTestApp.js';

/** The news archive page /haberler (issue 32) as the server renders it, paged by links, and the ways to it. */
const t = useSiteTestApp();

const get = (url: string) => t.app.inject({ method: 'GET', url });
const titleOf = (html: string) => attr(html, /<title>([^<]*)<\/title>/);
const bodyText = (html: string) =>
  (attr(html, /<div id="root">([\s\S]*?)<\/div>\s*<script/) ?? '').replace(/<[^>]+>/g, ' ');
/** The addresses the news cards link to, in page order. */
const newsLinks = (html: string) =>
  [...html.matchAll(/<a [^>]*class="card__link"[^>]*>/g)].map((m) => attr(m[0], /href="([^"]+)"/));
/** A link's tag with that exact address (attributes in any order). */
const linkTo = (html: string, href: string) =>
  [...html.matchAll(/<a [^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes(`href="${href}"`));

describe('news archive page', () => {
  it('lists every demo news item newest first, in Turkish and in English', async () => {
    const res = await get('/haberler');
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe('Haberler | Akademi Eğitim ve Danışmanlık');
    expect(bodyText(res.body)).toContain('Eğitimlerimiz, etkinliklerimiz ve kurumumuzdan duyurular.');
    const rows = await t.app.db
      .selectFrom('news')
      .select('seo_name')
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(rows).toHaveLength(demoNews.length);
    expect(newsLinks(res.body)).toEqual(rows.map((row) => `/haber/${row.seo_name}`));
    // One page only: no pager.
    expect(res.body).not.toContain('sayfa=2');

    const en = await get('/en/haberler');
    expect(en.statusCode).toBe(200);
    expect(titleOf(en.body)).toBe('News | Akademi Training and Consulting');
    expect(newsLinks(en.body)[0]).toBe(`/en/haber/${rows[0].seo_name}`);
  });

  it('pages by plain links, 12 a page, and has no page past the last', async () => {
    const published = new Date(Date.UTC(2020, 0, 1)).getTime();
    await t.app.db
      .insertInto('news')
      .values(
        Array.from({ length: 8 }, (_, i) => ({
          seo_name: `eski-haber-${i + 1}`,
          title: JSON.stringify({ tr: `Eski Haber ${i + 1}`, en: `Old News ${i + 1}` }),
          summary: '{}',
          content: '{}',
          image_path: null,
          published_at: new Date(published + i * 86_400_000).toISOString(),
          active: 1,
          deleted_at: null,
        })),
      )
      .execute();
    t.app.publicCache.clear();

    const first = await get('/haberler');
    expect(newsLinks(first.body)).toHaveLength(12);
    expect(linkTo(first.body, '/haberler?sayfa=2').some((tag) => tag.includes('rel="next"'))).toBe(true);
    const second = await get('/haberler?sayfa=2');
    expect(second.statusCode).toBe(200);
    const all = await t.app.db
      .selectFrom('news')
      .select('seo_name')
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(all.length).toBeGreaterThan(12);
    expect(all.length).toBeLessThanOrEqual(24);
    expect(newsLinks(second.body)).toEqual(all.slice(12).map((row) => `/haber/${row.seo_name}`));
    expect(linkTo(second.body, '/haberler').some((tag) => tag.includes('rel="prev"'))).toBe(true);
    // A later page is a page of its own for search engines: its canonical address and twins keep `sayfa`;
    // page 1 and any other parameter are the bare address.
    const links = (html: string, rel: string) =>
      [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*>`, 'g'))].map((m) =>
        attr(m[0], /href="([^"]+)"/),
      );
    expect(links(second.body, 'canonical')).toEqual([`${origin}/haberler?sayfa=2`]);
    expect(links(second.body, 'alternate')).toContain(`${origin}/en/haberler?sayfa=2`);
    expect(links((await get('/haberler?sayfa=1&utm_source=x')).body, 'canonical')).toEqual([
      `${origin}/haberler`,
    ]);
    // Past the last page the page's answer is a 404, which the page turns into the 404 page.
    expect((await get('/api/pages/news-archive?page=3')).statusCode).toBe(404);
    const past = await get('/haberler?sayfa=3');
    expect(past.statusCode).toBe(404);
    expect(past.body).toContain('<meta name="robots" content="noindex">');
  });

  it('is in the sitemap in both languages', async () => {
    const locs = [...(await get('/sitemap.xml')).body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${origin}/haberler`);
    expect(locs).toContain(`${origin}/en/haberler`);
  });

  it('is linked from the footer and the home page’s news block, and a news page’s breadcrumb leads to it', async () => {
    const home = await get('/');
    expect(home.body).toMatch(/<a[^>]*href="\/haberler"[^>]*>Haberler<\/a>/);
    expect(home.body).toMatch(/<a[^>]*href="\/haberler"[^>]*>Tüm Haberler/);
    const [news] = demoNews;
    const page = await get(`/haber/${news.seo_name}`);
    const crumbs = attr(page.body, /<ol class="breadcrumb">([\s\S]*?)<\/ol>/) ?? '';
    expect(crumbs).toMatch(/<a[^>]*href="\/haberler"[^>]*>Haberler<\/a>/);
    const ld = JSON.parse(
      attr(page.body, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/) ?? '[]',
    ) as {
      '@type': string;
      itemListElement?: { name: string; item: string }[];
    }[];
    const trail = ld.find((node) => node['@type'] === 'BreadcrumbList')?.itemListElement ?? [];
    expect(trail.map((item) => item.item)).toEqual([
      `${origin}/`,
      `${origin}/haberler`,
      `${origin}/haber/${news.seo_name}`,
    ]);
    expect(trail[1].name).toBe('Haberler');
  });
});
