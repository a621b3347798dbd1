import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicRouteName } from '../../shared/publicApi.js';
import { localizedPath, matchPublicRoute, paths, splitLanguagePrefix } from '../../shared/routes.js';
import * as site from '../../site/entry-server.js';
import { createSiteTestApp } from '../helpers/siteApp.js';
import type { TestApp } from '../helpers/testApp.js';

/*
 * Issue 31: each route declares what it reads (site/data/routeLoaders.ts); the server loads it before one
 * render. Every public page of the seeded demo, in Turkish and in English, is rendered once with no answer
 * missing. Without loaders the same pages took 3 to 4 renders each on a cold cache.
 */

interface Renders {
  count: number;
  missing: string[];
}
let renders: Renders = { count: 0, missing: [] };
/** Off: the site's loaders are not run, and the render's own reports are all the server has to go by. */
let loadersOn = true;

let t: TestApp;
beforeAll(async () => {
  t = await createSiteTestApp({
    onRender: (input) => {
      renders.count++;
      const { onMissing } = input;
      input.onMissing = (key, serialized) => {
        renders.missing.push(serialized);
        onMissing(key, serialized);
      };
    },
    loadPageData: (input) => (loadersOn ? site.loadPageData(input) : Promise.resolve('not_found')),
  });
});
afterAll(() => t.close());

/** The seo name of the first item of a public list, in a language. */
async function firstSeoName(path: string, lang: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: path, cookies: { _lang: lang } });
  const items = (res.json() as { data: { seo_name: string }[] }).data;
  expect(items.length, path).toBeGreaterThan(0);
  return items[0].seo_name;
}

/** One address (and its expected status) for every public route, in a language. */
async function addresses(lang: string): Promise<Array<[string, number]>> {
  const named = async (list: string) => firstSeoName(`/api/pages/${list}`, lang);
  const at = (path: string) => localizedPath(lang, path);
  const pages: Array<[string, number]> = [
    [at(paths.home), 200],
    [at(paths.about_us), 200],
    [at(paths.products), 200],
    [at(`${paths.products}?online=1`), 200],
    [at(paths.course(await named('products/popular'))), 200],
    [at(paths.course('yok-boyle-bir-kurs')), 404],
    [at(paths.distance_learning), 200],
    [at(paths.training_videos), 200],
    [at(paths.instructors), 200],
    [at(paths.instructor(await named('instructors'))), 200],
    [at(paths.consultancy_service), 200],
    [at(paths.brand(await named('brands'))), 200],
    [at(paths.classroom_rental), 200],
    [at(`${paths.search_products}?search=%20excel%20&page=1`), 200],
    [at(paths.search_products), 200],
    [at(paths.news(await named('news'))), 200],
    [at(paths.news_archive), 200],
    [at(`${paths.news_archive}?sayfa=99`), 404],
    [at(paths.contact), 200],
    [at(paths.corporate_request), 200],
    [at(paths.human_resources), 200],
    [at(paths.contract(await named('contracts'))), 200],
    [at(paths.not_found), 404],
    [at(paths.waitlist_offer('no-such-offer')), 404],
    [at('/bu-sayfa-yok'), 404],
  ];
  return pages;
}

async function renderFresh(url: string) {
  renders = { count: 0, missing: [] };
  const res = await t.app.inject({ method: 'GET', url });
  return { res, renders };
}

describe('route loaders (issue 31)', () => {
  it.each(['tr', 'en'])('renders every public page once, nothing missing (%s)', async (lang) => {
    const pages = await addresses(lang);
    const covered = new Set<PublicRouteName>();
    for (const [url, status] of pages) {
      const { res, renders: seen } = await renderFresh(url);
      expect(res.statusCode, url).toBe(status);
      expect(seen.missing, url).toEqual([]);
      expect(seen.count, url).toBe(1);
      const route = matchPublicRoute(splitLanguagePrefix(url.split('?')[0]).path);
      if (route) covered.add(route.name);
    }
    expect([...covered].sort()).toEqual(
      Object.keys(paths)
        .filter((name) => name !== 'login')
        .sort(),
    );
  });

  it('serves the page a detail page would be, from the loaded answers: the course and its testimonials', async () => {
    const seoName = await firstSeoName('/api/pages/products/popular', 'tr');
    const { res } = await renderFresh(paths.course(seoName));
    const state = /<script id="[^"]+" type="application\/json">(.*?)<\/script>/s.exec(res.body)?.[1] ?? '';
    const keys = Object.keys((JSON.parse(state) as { fallback: Record<string, unknown> }).fallback);
    expect(keys.some((key) => key.includes(`/api/pages/course/${seoName}`))).toBe(true);
    expect(keys.some((key) => key.includes('/api/pages/testimonials') && key.includes('product'))).toBe(true);
  });

  it('still completes a page whose loader declares nothing, rendering again for what the render asked', async () => {
    loadersOn = false;
    try {
      const seoName = await firstSeoName('/api/pages/products/popular', 'tr');
      const { res, renders: seen } = await renderFresh(`${paths.course(seoName)}?without-loaders=1`);
      expect(res.statusCode).toBe(200);
      // The shell and the course, then the course's testimonials, then a render with nothing missing.
      expect(seen.count).toBeGreaterThan(1);
      expect(seen.missing.some((key) => key.includes('/api/pages/testimonials'))).toBe(true);
    } finally {
      loadersOn = true;
    }
  });
});
