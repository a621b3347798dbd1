import fs from 'node:fs';
import path from 'node:path';
import type { Page, Response } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  CompanyConfig,
  ContactInformation,
  ContentSection,
  ContractListItem,
  CourseDetail,
  CourseListItem,
  InstructorListItem,
  BrandListItem,
  NewsListItem,
  PageContents,
  PageMetaMap,
  TrainingVideosContent,
  ClassroomRentalContent,
  ConsultancyContent,
  DistanceLearningContent,
} from '../../shared/publicApi';
import {
  baseURL,
  contactMessagesFound,
  holdSiteCode,
  newPage,
  openSitePage,
  screenshot,
  viewports,
} from './fixtures';
import { useBrowserAndApi } from './useBrowser';

/*
 * The public site against the real server (npm start's server with the demo content): every SPEC §2 route
 * renders its content and title, unknown paths land on /404, the language switch, the search, the contact
 * form, and no page ever loads the back office's code.
 */

const e2e = useBrowserAndApi();
/** Reads the public API as a first-time (Turkish) visitor does. */
async function get<T>(pathName: string, lang = 'tr'): Promise<T> {
  const res = await fetch(`${baseURL}${pathName}`, { headers: { cookie: `_lang=${lang}` } });
  if (!res.ok) throw new Error(`GET ${pathName}: ${res.status}`);
  return ((await res.json()) as { data: T }).data;
}

const composeTitle = (title: string | null | undefined, company: string) =>
  title ? `${title} | ${company}` : company;

interface RouteCase {
  name: string;
  path: string;
  title: string;
  /** Text that only the page's real content has. */
  text: string;
}

let routes: RouteCase[] = [];
let company: CompanyConfig;

beforeAll(async () => {
  company = await get<CompanyConfig>('/api/pages/company-config');
  const meta = await get<PageMetaMap>('/api/pages/page-meta');
  const home = await get<PageContents['home']>('/api/pages/content?page=home');
  const corporate = await get<PageContents['corporate']>('/api/pages/content?page=corporate');
  const courses = await get<CourseListItem[]>('/api/pages/products');
  const scheduled = courses.find((course) => course.sessions.length > 0) ?? courses[0];
  const course = await get<CourseDetail>(`/api/pages/course/${courses[0].seo_name}`);
  const distance = await get<ContentSection<DistanceLearningContent>>('/api/pages/distance-learning');
  const videos = await get<ContentSection<TrainingVideosContent>>('/api/pages/training-videos');
  const instructors = await get<InstructorListItem[]>('/api/pages/instructors');
  const consultancy = await get<ContentSection<ConsultancyContent>>('/api/pages/consultancy-service');
  const brands = await get<BrandListItem[]>('/api/pages/brands');
  const rental = await get<ContentSection<ClassroomRentalContent>>('/api/pages/classroom-rental');
  const news = await get<NewsListItem[]>('/api/pages/news');
  const info = await get<ContactInformation>('/api/pages/contact-information');
  const contracts = await get<ContractListItem[]>('/api/pages/contracts');
  /** A page of its own, titled from the page meta under its name. */
  const pageRoute = (name: string, pathName: string, text: string): RouteCase => ({
    name,
    path: pathName,
    title: composeTitle(meta[name]?.title, company.companyName),
    text,
  });
  /** One record's page, titled by the record. */
  const recordRoute = (name: string, pathName: string, heading: string, text: string): RouteCase => ({
    name,
    path: pathName,
    title: composeTitle(heading, company.companyName),
    text,
  });
  routes = [
    pageRoute('home', '/', home.hero.data.title),
    pageRoute('about_us', '/biz-kimiz', corporate.about_us.data.title),
    pageRoute('products', '/egitim-takvimi', scheduled.title),
    recordRoute('course', `/kurs/${course.seo_name}`, course.seo_title || course.title, course.title),
    pageRoute('distance_learning', '/uzaktan-egitim', distance.data.title),
    pageRoute('training_videos', '/egitim-videolari', videos.data.videos[0].title),
    pageRoute('instructors', '/egitmenlerimiz', instructors[0].name),
    recordRoute(
      'instructor',
      `/egitmen/${instructors[0].seo_name}`,
      instructors[0].name,
      instructors[0].title,
    ),
    pageRoute(
      'consultancy_service',
      '/danismanlik-hizmeti',
      consultancy.data.services[0]?.title ?? consultancy.data.title,
    ),
    recordRoute('brand', `/marka/${brands[0].seo_name}`, brands[0].name, brands[0].name),
    pageRoute('classroom_rental', '/sinif-kiralama', rental.data.rooms[0]?.name ?? rental.data.title),
    pageRoute('search_products', '/egitim-ara', 'eğitim bulundu'),
    recordRoute('news', `/haber/${news[0].seo_name}`, news[0].title, news[0].title),
    pageRoute('contact', '/iletisim', info.telefon[0].content),
    pageRoute('human_resources', '/kariyer', 'Başvuru Formu'),
    recordRoute('contract', `/sozlesme/${contracts[0].seo_name}`, contracts[0].name, contracts[0].name),
    pageRoute('not_found', '/404', 'Aradığınız sayfa bulunamadı'),
  ];
});

/** Waits until the page is live (hydrated: site/main.tsx marks the root) and the preloader is gone. */
async function settle(page: Page) {
  await page.locator('#root[data-hydrated]').waitFor({ state: 'attached', timeout: 10_000 });
  await page.locator('[data-testid="preloader"]').waitFor({ state: 'detached', timeout: 10_000 });
}

/** Opens a route and waits until its own text shows in the main area. */
async function openRoute(page: Page, route: RouteCase) {
  await page.goto(route.path);
  await page.locator('#main').getByText(route.text, { exact: false }).first().waitFor({ timeout: 15_000 });
}

/** Opens each route (waiting for its text) and expects its page no wider than the screen: none scrolls sideways. */
async function expectRoutesFit(page: Page, width: number) {
  for (const route of routes) {
    await openRoute(page, route);
    await settle(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${route.name} at ${width} px`,
    ).toBeLessThanOrEqual(width);
  }
}

/** A new browser page (desktop unless told) opened at `path` and settled. */
async function settledPage(path: string, viewport: { width: number; height: number } = viewports.desktop) {
  const { context, page } = await newPage(e2e.browser, viewport);
  await page.goto(path);
  await settle(page);
  return { context, page };
}

describe('every public route', () => {
  for (const [label, viewport] of [
    ['1280', viewports.desktop],
    ['375', viewports.mobile],
  ] as const) {
    it(`renders its real content, its title and the shell at ${label} px`, async () => {
      const { context, page } = await newPage(e2e.browser, viewport);
      const failures: string[] = [];
      page.on('pageerror', (error) => failures.push(error.message));
      for (const route of routes) {
        await openRoute(page, route);
        await settle(page);
        expect(await page.title(), route.name).toBe(route.title);
        expect(await page.locator('#main h1').count(), route.name).toBeGreaterThan(0);
        expect(await page.getByRole('contentinfo').count(), route.name).toBe(1);
        expect(await page.getByText('İçerik yüklenemedi.').count(), route.name).toBe(0);
        expect(new URL(page.url()).pathname, route.name).toBe(route.path);
        // Nothing wider than the screen: a phone never scrolls sideways.
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          route.name,
        ).toBeLessThanOrEqual(viewport.width);
        await screenshot(page, `site-${route.name}-${label}`);
      }
      expect(failures).toEqual([]);
      await context.close();
    }, 120_000);
  }

  it('fits a 375 px screen in English too, whose tagline is longer than the Turkish', async () => {
    const { context, page } = await newPage(e2e.browser, viewports.mobile);
    for (const path of ['/en', '/en/iletisim', '/en/egitim-takvimi']) {
      await page.goto(path);
      await settle(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(
        viewports.mobile.width,
      );
      expect(await page.getByRole('button', { name: 'Open menu' }).isVisible(), path).toBe(true);
    }
    await context.close();
  });

  // On a tablet (640 and 768 px) a course with three instructors and a sessions table wider than the screen
  // ran 31-119 px past it: the page's one column took the instructors' three-across width, and what the
  // sessions table hides for screen readers escaped its scrolling box. Every course page is looked at.
  it('fits a tablet: every route and every course page at 640 and 768 px', async () => {
    const courses = await get<CourseListItem[]>('/api/pages/products');
    for (const width of [640, 768]) {
      const { context, page } = await newPage(e2e.browser, { width, height: 1024 });
      await expectRoutesFit(page, width);
      for (const course of courses) {
        await page.goto(`/kurs/${course.seo_name}`);
        await settle(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), course.seo_name).toBe(width);
      }
      await context.close();
    }
  }, 120_000);

  // At 1024 px (a tablet held sideways, a small laptop) the menu first stands in the header's row: the Turkish
  // one, the longest, ran 12 px past the screen, "Bize Ulaşın" cut at the edge and the search button squeezed.
  it('fits a 1024 px screen: every route, the header row whole within its margins', async () => {
    const landscape = { width: 1024, height: 768 };
    const { context, page } = await newPage(e2e.browser, landscape);
    await expectRoutesFit(page, landscape.width);
    for (const path of ['/', '/en']) {
      await page.goto(path);
      await settle(page);
      const contact = (await page.locator('.navbar__cta').boundingBox())!;
      const search = (await page.locator('.navbar__search').boundingBox())!;
      const brand = (await page.locator('.navbar__brand').boundingBox())!;
      // The row keeps the margin the logo has on the left, and the search button its full 44 px.
      expect(landscape.width - (contact.x + contact.width), path).toBeGreaterThanOrEqual(brand.x);
      expect(search.width, path).toBeGreaterThanOrEqual(44);
    }
    await screenshot(page, 'site-header-1024', { area: 'viewport' });
    await context.close();
  });

  // The smallest phones in use (and a 375 px phone with its text enlarged) are 320 CSS px wide: there the
  // contact details' e-mail addresses once pushed the contact pages and the contact dialog 20-26 px wider.
  it('fits a 320 px screen: every route, and the contact dialog with its close button in sight', async () => {
    const smallest = viewports.smallest;
    const { context, page } = await newPage(e2e.browser, smallest);
    await expectRoutesFit(page, smallest.width);
    await page.goto('/');
    await settle(page);
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await page.locator('#site-menu').getByRole('button', { name: 'Bize Ulaşın' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bize Ulaşın' });
    await dialog.getByRole('button', { name: 'Gönder' }).waitFor();
    const box = await dialog.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(smallest.width);
    const close = await dialog.getByRole('button', { name: 'Kapat' }).boundingBox();
    expect(close && close.x + close.width).toBeLessThanOrEqual(smallest.width);
    await screenshot(page, 'site-contact-dialog-320', { area: 'viewport' });
    await context.close();
  });

  it('sends an unknown path to /404 with a way back home', async () => {
    const { context, page } = await newPage(e2e.browser);
    await page.goto('/boyle-bir-sayfa-yok');
    await page.waitForURL('**/404');
    await page.getByRole('heading', { name: 'Aradığınız sayfa bulunamadı' }).waitFor();
    await page.getByRole('link', { name: /Ana Sayfaya Dön/ }).click();
    await page.waitForURL(`${baseURL}/`);
    // A detail page for a record that does not exist ends there too.
    await page.goto('/kurs/olmayan-bir-egitim');
    await page.waitForURL('**/404');
    await context.close();
  });

  it('changes the title and the meta description on client-side navigation', async () => {
    const { context, page } = await settledPage('/');
    await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'İletişim' }).click();
    await page.waitForURL('**/iletisim');
    const contact = routes.find((route) => route.name === 'contact');
    await page.waitForFunction((title) => document.title === title, contact?.title);
    const meta = await get<PageMetaMap>('/api/pages/page-meta');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toBe(meta.contact?.description ?? '');
    await context.close();
  });
});

describe('server rendering', () => {
  const english = (pathName: string) => (pathName === '/' ? '/en' : `/en${pathName}`);

  it('serves every page whole without JavaScript: content, title, canonical link, navbar, footer and working links', async () => {
    const context = await e2e.browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'tr-TR' });
    const page = await context.newPage();
    for (const route of routes) {
      const response = await page.goto(route.path);
      expect(response?.status(), route.name).toBe(route.name === 'not_found' ? 404 : 200);
      expect(await page.title(), route.name).toBe(route.title);
      expect(await page.locator('#main').getByText(route.text).count(), route.name).toBeGreaterThan(0);
      expect(await page.getByRole('navigation', { name: 'Ana menü' }).count(), route.name).toBe(1);
      expect(await page.getByRole('contentinfo').count(), route.name).toBe(1);
      if (route.name === 'not_found') {
        expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      } else {
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
        expect(new URL(canonical ?? '').pathname, route.name).toBe(route.path);
      }
      expect(
        await page.locator('meta[property="og:title"]').getAttribute('content'),
        route.name,
      ).toBeTruthy();
      if (route.name === 'course') await screenshot(page, 'site-no-js-course');
    }
    // Links are plain links: a click loads the next page from the server.
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'İletişim' }).click();
    await page.waitForURL('**/iletisim');
    const contact = routes.find((route) => route.name === 'contact');
    expect(
      await page
        .locator('#main')
        .getByText(contact?.text ?? '')
        .count(),
    ).toBeGreaterThan(0);
    // English pages have addresses of their own.
    const response = await page.goto(english('/biz-kimiz'));
    expect(response?.status()).toBe(200);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(1);
    await context.close();
  }, 120_000);

  it('hydrates every page in both languages without an error and without a preloader over the first paint', async () => {
    // One visitor per language, as a reader arrives from a search result (each address is read in its own
    // language whatever the `_lang` cookie says: issue 30).
    for (const address of [(pathName: string) => pathName, english]) {
      const { context, page } = await newPage(e2e.browser);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
      });
      // The stylesheet is inside every page: fetching it again (a route chunk adding it as a <link>) would
      // restyle the whole page during hydration.
      const stylesheets: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
      });
      for (const route of routes) {
        const pathName = address(route.path);
        await page.goto(pathName, { waitUntil: 'commit' });
        // The preloader belongs to route changes (SPEC §2), never to a page the server rendered.
        await page.waitForLoadState('domcontentloaded');
        expect(await page.getByTestId('preloader').count(), pathName).toBe(0);
        await page.waitForLoadState('networkidle');
        expect(await page.getByTestId('preloader').count(), pathName).toBe(0);
        expect(new URL(page.url()).pathname, pathName).toBe(pathName);
        expect(await page.locator('#main h1').count(), pathName).toBeGreaterThan(0);
      }
      // The 404 page's own status is logged by the browser as a failed resource; anything else is an error.
      expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
      expect(stylesheets).toEqual([]);
      await context.close();
    }

    // After hydration the page is the app: a click is a client-side route change, not a reload.
    const { context, page } = await newPage(e2e.browser);
    await openSitePage(page, '/');
    await page.evaluate(() => ((window as unknown as { hydratedMarker: boolean }).hydratedMarker = true));
    await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'İletişim' }).click();
    await page.waitForURL('**/iletisim');
    await settle(page);
    expect(
      await page.evaluate(() => (window as unknown as { hydratedMarker?: boolean }).hydratedMarker),
    ).toBe(true);
    await context.close();
  }, 180_000);

  it('hydrates without starting ICU: the page’s dates come with it, as the server wrote them', async () => {
    // Counts the Intl date formatters and Turkish comparisons the page makes (the first formatter costs the
    // browser 40–60 ms of ICU start-up here, the first collation ~40 ms more, in the middle of hydration). The
    // page's content hydrates after the shell marks the root live, so the count runs on a while after that.
    const countFormatters = () => {
      const made: string[] = [];
      (window as unknown as { icu: string[] }).icu = made;
      const Format = Intl.DateTimeFormat;
      Intl.DateTimeFormat = new Proxy(Format, {
        construct: (target, args: ConstructorParameters<typeof Format>) => {
          made.push(`DateTimeFormat ${JSON.stringify(args)}`);
          return new target(...args);
        },
      });
      const compare = String.prototype.localeCompare;
      String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof compare>) {
        made.push(`localeCompare ${this} ${args[0]}`);
        return compare.apply(this, args);
      };
    };
    const madeOn = async (pathName: string, withoutTexts: boolean) => {
      const { context, page } = await newPage(e2e.browser, viewports.mobile);
      await page.addInitScript(countFormatters);
      if (withoutTexts) {
        // The control: the same page with the server's texts taken out of its state.
        await page.route(`**${pathName}`, async (route) => {
          const response = await route.fetch();
          const body = (await response.text()).replace(
            /(<script id="page-state" type="application\/json">)([\s\S]*?)(<\/script>)/,
            (_, open: string, json: string, close: string) =>
              `${open}${JSON.stringify({ ...JSON.parse(json), formatted: undefined }).replace(/</g, '\\u003c')}${close}`,
          );
          await route.fulfill({ response, body });
        });
      }
      await page.goto(pathName);
      await page.locator('#root[data-hydrated]').waitFor();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      const made = await page.evaluate(() => (window as unknown as { icu: string[] }).icu);
      await context.close();
      return made;
    };
    const pathOf = (name: string) => routes.find((route) => route.name === name)?.path ?? '';
    for (const pathName of ['/', '/egitim-takvimi', pathOf('course'), pathOf('news'), '/en/egitim-takvimi']) {
      expect(await madeOn(pathName, false), pathName).toEqual([]);
    }
    expect((await madeOn('/egitim-takvimi', true)).length).toBeGreaterThan(0);
  });

  it('fetches the page’s main image before the site’s code, which only makes the rendered page live', async () => {
    for (const [pathName, mainImage] of [
      ['/', '.hero__image'],
      ['/kurs/python-ile-veri-analizi', '.detail__cover'],
    ]) {
      const { context, page } = await newPage(e2e.browser);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const priorities = new Map<string, string>();
      cdp.on('Network.requestWillBeSent', ({ request }) =>
        priorities.set(new URL(request.url).pathname, request.initialPriority),
      );
      await openSitePage(page, pathName);
      // The entry and the modules the page preloads, as its loader names them (server/ssr/siteTemplate.ts;
      // the code adds its own later, for chunks it needs at once, which the browser weighs as it likes).
      const served = await (await page.request.get(pathName)).text();
      const code = [
        ...new Set([...served.matchAll(/"(?:src|href)":"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1])),
      ];
      expect(code.length, pathName).toBeGreaterThan(1);
      for (const file of code) expect(priorities.get(file), `${pathName} ${file}`).toBe('Low');
      const image = await page
        .locator(mainImage)
        .evaluate((img) => new URL((img as HTMLImageElement).src).pathname);
      expect(priorities.get(image), `${pathName} ${image}`).toBe('High');
      await context.close();
    }
  });

  it('answers a tap on the phone’s menu made before the site’s code arrived, once the page is live', async () => {
    const { context, page } = await newPage(e2e.browser, viewports.mobile);
    const letCodeThrough = await holdSiteCode(context);
    // (DOMContentLoaded waits for the site's module: the page is only committed and drawn.)
    await page.goto('/egitim-takvimi', { waitUntil: 'commit' });
    const toggle = page.locator('.navbar__toggle');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    letCodeThrough();
    await page.locator('#root[data-hydrated]').waitFor();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.locator('#site-menu').isVisible()).toBe(true);
    await context.close();
  });
});

describe('route changes', () => {
  it('answer a click at once, with the preloader and a skeleton, while the next page’s code downloads', async () => {
    const manifest = JSON.parse(
      fs.readFileSync(path.resolve(process.env.DIST_DIR ?? 'dist', '.vite', 'manifest-site.json'), 'utf8'),
    ) as Record<string, { file: string }>;
    const chunk = manifest['site/pages/AboutPage.tsx'].file;
    const { context, page } = await newPage(e2e.browser);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/${chunk}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await settle(page);
    await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Biz Kimiz' }).click();
    // The old page must not stay on screen, silent, until the chunk arrives.
    await page.getByTestId('preloader').waitFor({ timeout: 2_000 });
    await page.locator('#main [role="status"]').waitFor({ timeout: 2_000 });
    expect(await page.locator('#main h1').count()).toBe(0);
    release();
    const corporate = await get<PageContents['corporate']>('/api/pages/content?page=corporate');
    await page.getByRole('heading', { level: 1, name: corporate.about_us.data.title }).waitFor();
    await context.close();
  });
});

describe('language', () => {
  it('switches the texts and the footer company name, and keeps the choice on reload', async () => {
    const { context, page } = await settledPage('/biz-kimiz');
    const footerCompany = page.getByTestId('footer-company');
    expect(await footerCompany.textContent()).toBe(company.companyNameTr);

    await page.getByRole('button', { name: 'English' }).first().click();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    // English has an address of its own, so the address moves with the language.
    await page.waitForURL('**/en/biz-kimiz');
    await page.waitForFunction(
      (name) => document.querySelector('[data-testid="footer-company"]')?.textContent === name,
      company.companyNameEn,
    );
    const english = await get<PageContents['corporate']>('/api/pages/content?page=corporate', 'en');
    await page.getByRole('heading', { level: 1, name: english.about_us.data.title }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
    // The server rendered the Turkish page; its title follows the switch too.
    await page.waitForFunction((name) => document.title.endsWith(name), company.companyNameEn);

    await page.reload();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    expect(await page.getByTestId('footer-company').textContent()).toBe(company.companyNameEn);

    await page.getByRole('button', { name: 'Türkçe' }).first().click();
    await page.getByRole('navigation', { name: 'Ana menü' }).waitFor();
    await page.waitForURL(`${baseURL}/biz-kimiz`);
    await page.waitForFunction(
      (name) => document.querySelector('[data-testid="footer-company"]')?.textContent === name,
      company.companyNameTr,
    );
    await context.close();
  });
});

describe('search', () => {
  it('finds a course with a Turkish query as the visitor types', async () => {
    const { context, page } = await settledPage('/egitim-ara');
    const expected = await get<{ items: CourseListItem[]; total: number }>(
      `/api/pages/search-products?search=${encodeURIComponent('iş sağlığı')}`,
    );
    expect(expected.total).toBeGreaterThan(0);
    await page.getByRole('searchbox').pressSequentially('iş sağlığı', { delay: 20 });
    await page.getByRole('heading', { level: 2, name: expected.items[0].title }).waitFor();
    await page.getByText(`${expected.total} eğitim bulundu`).waitFor();
    expect(new URL(page.url()).searchParams.get('search')).toBe('iş sağlığı');
    // A course that does not match is not listed.
    const others = (await get<CourseListItem[]>('/api/pages/products')).filter(
      (course) => !expected.items.some((item) => item.id === course.id),
    );
    expect(await page.getByRole('heading', { level: 2, name: others[0].title }).count()).toBe(0);
    await context.close();
  });
});

describe('contact form', () => {
  const fill = async (page: Page, values: Record<string, string>) => {
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Adınız Soyadınız').fill(values.name);
    await dialog.getByLabel('E-posta Adresiniz').fill(values.email);
    await dialog.getByLabel('Telefon Numaranız').fill(values.phone);
    await dialog.getByLabel('Konu').fill(values.subject);
    await dialog.getByLabel('Mesajınız').fill(values.message);
    await dialog.getByRole('checkbox', { name: /KVKK Aydınlatma Metni/ }).check();
  };

  it('shows validation messages, then sends; the message is in the database', async () => {
    const { context, page } = await settledPage('/');
    await page.getByRole('button', { name: 'Bize Ulaşın' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Bize Ulaşın' });
    await dialog.getByRole('button', { name: 'Gönder' }).click();
    expect(await dialog.getByText('Bu Alan Zorunlu').count()).toBe(5);
    await dialog.getByLabel('E-posta Adresiniz').fill('gecersiz-adres');
    await dialog.getByLabel('E-posta Adresiniz').blur();
    await dialog.getByText('Geçerli E-Mail Adresi Giriniz').waitFor();

    const stamp = `e2e-${Date.now()}`;
    await fill(page, {
      name: 'Şule Çağlayan',
      email: `${stamp}@example.com`,
      phone: '0 532 555 12 34',
      subject: `Kurumsal eğitim talebi ${stamp}`,
      message: 'İş sağlığı eğitimi için teklif rica ediyoruz.',
    });
    await dialog.getByRole('button', { name: 'Gönder' }).click();
    const result = page.getByRole('alertdialog');
    await result.getByText('Gönderildi!').waitFor();
    expect(await result.textContent()).toContain('yetkililere iletildi');
    expect(await dialog.getByLabel('Adınız Soyadınız').inputValue()).toBe('');
    // SPEC §9: the success dialog closes itself after 2500 ms.
    await result.waitFor({ state: 'detached', timeout: 5_000 });

    const stored = await contactMessagesFound(e2e.api, stamp);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: 'Şule Çağlayan',
      email: `${stamp}@example.com`,
      phone: '0 532 555 12 34',
      message: 'İş sağlığı eğitimi için teklif rica ediyoruz.',
    });
    await context.close();
  });

  it('a click on the button right after leaving a field submits (the error that appears does not move it away)', async () => {
    const { context, page } = await settledPage('/iletisim');
    const form = page.locator('form.contact-form');
    await form.getByLabel('E-posta Adresiniz').fill('gecersiz-adres');
    await form.getByLabel('Konu').click();
    await form.getByRole('button', { name: 'Gönder' }).click();
    // The submit attempt shows every field's error (not only the two touched ones) and focuses the first.
    expect(await form.getByText('Bu Alan Zorunlu').count()).toBe(4);
    expect(await form.getByText('Geçerli E-Mail Adresi Giriniz').count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    await context.close();
  });

  it('keeps what the visitor typed before the page hydrated', async () => {
    const { context, page } = await newPage(e2e.browser);
    // Hold the site's code back: the server's form is on screen and can be typed into, but not yet live.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/site-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // A module script held back holds DOMContentLoaded too: the page is there once it has arrived.
    await page.goto('/iletisim', { waitUntil: 'commit' });
    const form = page.locator('form.contact-form');
    await form.getByLabel('Adınız Soyadınız').waitFor();
    expect(await page.locator('#root[data-hydrated]').count()).toBe(0);
    await form.getByLabel('Adınız Soyadınız').fill('Çağrı Öztürk');
    await form.getByLabel('E-posta Adresiniz').fill('gecersiz-adres');
    release();
    // Once hydrated, a submit checks what is in the fields, not an empty state.
    await page.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated'));
    await form.getByRole('button', { name: 'Gönder' }).click();
    expect(await form.getByLabel('Adınız Soyadınız').inputValue()).toBe('Çağrı Öztürk');
    expect(await form.getByText('Geçerli E-Mail Adresi Giriniz').count()).toBe(1);
    expect(await form.getByText('Bu Alan Zorunlu').count()).toBe(3); // phone, subject, message
    await context.close();
  });

  it('keeps what the visitor typed when the server fails', async () => {
    const { context, page } = await newPage(e2e.browser);
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Sunucu Hatası!' }),
      }),
    );
    await page.goto('/');
    await settle(page);
    await page.getByRole('button', { name: 'Bize Ulaşın' }).first().click();
    const values = {
      name: 'Ömer Işık',
      email: 'omer@example.com',
      phone: '0212 555 00 00',
      subject: 'Sınıf kiralama',
      message: 'Ankara’da 20 kişilik sınıf arıyoruz.',
    };
    await fill(page, values);
    const dialog = page.getByRole('dialog', { name: 'Bize Ulaşın' });
    await dialog.getByRole('button', { name: 'Gönder' }).click();
    const result = page.getByRole('alertdialog');
    await result.getByText('Sistem Hatası!').waitFor();
    expect(await result.textContent()).toContain('gönderilemedi');
    await page.keyboard.press('Escape');
    await result.waitFor({ state: 'detached' });
    // Focus comes back to the button (it was disabled while sending), not to the page body.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Gönder');
    expect(await dialog.getByLabel('Adınız Soyadınız').inputValue()).toBe(values.name);
    expect(await dialog.getByLabel('Mesajınız').inputValue()).toBe(values.message);
    expect(await dialog.getByRole('button', { name: 'Gönder' }).isEnabled()).toBe(true);
    await context.close();
  });
});

describe('keyboard', () => {
  it('on a phone, the contact dialog opened from the menu gives focus back to the menu button', async () => {
    const { context, page } = await settledPage('/', viewports.mobile);
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await page.locator('#site-menu').getByRole('button', { name: 'Bize Ulaşın' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bize Ulaşın' });
    await dialog.getByRole('button', { name: 'Gönder' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Menüyü aç');
    await context.close();
  });
});

describe('areas', () => {
  /** Chunks of the back office and the login screen, from their build manifests (each area is built alone). */
  function adminOnlyFiles(): Set<string> {
    const read = (area: string) => {
      const file = path.resolve(process.env.DIST_DIR ?? 'dist', '.vite', `manifest-${area}.json`);
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<
        string,
        { file: string; css?: string[] }
      >;
      return Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]);
    };
    const site = new Set(read('site'));
    return new Set([...read('admin'), ...read('login')].filter((file) => !site.has(file)));
  }

  it('no public page loads admin code or MUI', async () => {
    const adminFiles = adminOnlyFiles();
    expect(adminFiles.size).toBeGreaterThan(0);
    const { context, page } = await newPage(e2e.browser);
    const scripts = new Set<string>();
    page.on('response', (response: Response) => {
      if (response.request().resourceType() === 'script') scripts.add(response.url());
    });
    for (const route of routes) {
      await openRoute(page, route);
    }
    // Open the contact modal and a gallery too: their code is loaded on demand.
    await page.goto(routes.find((route) => route.name === 'course')?.path ?? '/');
    await settle(page);
    await page.getByRole('button', { name: 'Bize Ulaşın' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Gönder' }).waitFor();

    expect(scripts.size).toBeGreaterThan(5);
    for (const url of scripts) {
      const file = new URL(url).pathname.replace(/^\//, '');
      expect(adminFiles.has(file), file).toBe(false);
      // Hashed assets never change: read them again rather than from responses the page navigated away from.
      const body = await (await fetch(url)).text();
      expect(body.includes('react-admin'), file).toBe(false);
      expect(/MuiButtonBase|@mui\/material/.test(body), file).toBe(false);
    }
    await context.close();
  }, 120_000);
});
