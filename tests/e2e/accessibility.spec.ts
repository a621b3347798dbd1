import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  BrandListItem,
  ContractListItem,
  CourseListItem,
  InstructorListItem,
  NewsListItem,
} from '../../shared/publicApi';
import { audit as auditPage, wcagTags } from './axe';
import { baseURL, newPage } from './fixtures';
import { useBrowser } from './useBrowser';

/*
 * Issue 16: axe-core on every public route of SPEC §2, in Turkish and English, at 1366 and 390 px, with 0
 * violations (WCAG 2.0/2.1 A and AA plus axe's best practices), and focus + announcement on client-side
 * navigation.
 */

const axeTags = [...wcagTags, 'best-practice'];
const sizes = [
  ['1366', { width: 1366, height: 900 }],
  ['390', { width: 390, height: 844 }],
] as const;

const e2e = useBrowser();
/** Turkish route paths (SPEC §2), record addresses read from the public API. */
let routes: { name: string; path: string }[] = [];

async function get<T>(pathName: string): Promise<T> {
  const res = await fetch(`${baseURL}${pathName}`, { headers: { cookie: '_lang=tr' } });
  if (!res.ok) throw new Error(`GET ${pathName}: ${res.status}`);
  return ((await res.json()) as { data: T }).data;
}

beforeAll(async () => {
  const courses = await get<CourseListItem[]>('/api/pages/products');
  const instructors = await get<InstructorListItem[]>('/api/pages/instructors');
  const brands = await get<BrandListItem[]>('/api/pages/brands');
  const news = await get<NewsListItem[]>('/api/pages/news');
  const contracts = await get<ContractListItem[]>('/api/pages/contracts');
  const category = courses.find((course) => course.category)?.category?.seo_name;
  routes = [
    { name: 'home', path: '/' },
    { name: 'about_us', path: '/biz-kimiz' },
    { name: 'products', path: '/egitim-takvimi' },
    { name: 'course', path: `/kurs/${courses[0].seo_name}` },
    { name: 'search', path: '/egitim-ara' },
    {
      name: 'search (text and category)',
      path: `/egitim-ara?search=a${category ? `&category=${category}` : ''}`,
    },
    { name: 'instructors', path: '/egitmenlerimiz' },
    { name: 'instructor', path: `/egitmen/${instructors[0].seo_name}` },
    { name: 'brand', path: `/marka/${brands[0].seo_name}` },
    { name: 'news', path: `/haber/${news[0].seo_name}` },
    { name: 'news_archive', path: '/haberler' },
    { name: 'corporate_request', path: '/kurumsal-egitim-talebi' },
    { name: 'distance_learning', path: '/uzaktan-egitim' },
    { name: 'training_videos', path: '/egitim-videolari' },
    { name: 'consultancy_service', path: '/danismanlik-hizmeti' },
    { name: 'classroom_rental', path: '/sinif-kiralama' },
    { name: 'human_resources', path: '/kariyer' },
    { name: 'contract', path: `/sozlesme/${contracts[0].seo_name}` },
    { name: 'contact', path: '/iletisim' },
    { name: 'not_found', path: '/404' },
  ];
});

/** Waits until the page is live (hydrated), its content has replaced the skeletons and the preloader is gone. */
async function settle(page: Page) {
  await page.locator('#root[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 });
  await page.locator('[data-testid="preloader"]').waitFor({ state: 'detached', timeout: 15_000 });
  await page.locator('#main h1').first().waitFor({ timeout: 15_000 });
  await page.waitForFunction(() => !document.querySelector('#main [aria-busy="true"]'), null, {
    timeout: 15_000,
  });
  // Entrance transitions (cards fading in) would be measured half-way: let them finish.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), null, {
    timeout: 15_000,
  });
}

/** Runs axe on the whole document with the public pages' rules. */
const audit = (page: Page, label: string) => auditPage(page, label, { tags: axeTags });

describe('axe-core on every public route', () => {
  for (const lang of ['tr', 'en'] as const) {
    for (const [size, viewport] of sizes) {
      it(`has no violations in ${lang} at ${size} px`, async () => {
        const { context, page } = await newPage(e2e.browser, viewport);
        const failures: string[] = [];
        for (const route of routes) {
          const address = lang === 'en' ? (route.path === '/' ? '/en' : `/en${route.path}`) : route.path;
          const label = `${lang} ${size} ${route.name} ${address}`;
          await page.goto(address);
          // A page that never finishes loading fails the test, but is still audited as it stands.
          await settle(page).catch((error: Error) =>
            failures.push(`${label}: did not settle: ${error.message}`),
          );
          failures.push(...(await audit(page, label)));
        }
        await context.close();
        expect(failures, `\n${failures.join('\n')}\n`).toEqual([]);
      }, 240_000);
    }
  }

  it('has no violations on a first visit, with the cookie banner open', async () => {
    const failures: string[] = [];
    for (const [size, viewport] of sizes) {
      for (const address of ['/', '/en']) {
        const { context, page } = await newPage(e2e.browser, viewport, null);
        await page.goto(address);
        await settle(page);
        await page.getByTestId('consent-banner').waitFor();
        failures.push(...(await audit(page, `first visit ${size} ${address}`)));
        await context.close();
      }
    }
    expect(failures, `\n${failures.join('\n')}\n`).toEqual([]);
  }, 120_000);
});

describe('client-side navigation', () => {
  it('moves focus to the new page heading and announces the page politely', async () => {
    const { context, page } = await newPage(e2e.browser);
    await page.goto('/');
    await settle(page);
    // The first load leaves focus where the browser puts it: nothing is announced.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
    await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'İletişim' }).click();
    await page.waitForURL('**/iletisim');
    await page.waitForFunction(() => document.activeElement?.matches('#main h1'), null, { timeout: 5_000 });
    const heading = await page.evaluate(() => document.activeElement?.textContent?.trim());
    expect(heading).toBeTruthy();
    const announcer = page.locator('[data-testid="route-announcer"]');
    expect(await announcer.getAttribute('aria-live')).toBe('polite');
    await expect.poll(() => announcer.textContent(), { timeout: 5_000 }).toMatch(/sayfası yüklendi$/);
    await context.close();
  });
});
