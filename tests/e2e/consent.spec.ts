import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { deniedByDefault, deniedUpdate } from '../../site/consent/consentModeCommands.fixture';
import {
  baseURL,
  holdSiteCode,
  type ConsentStart,
  consentCookie,
  newPage,
  screenshot,
  viewports,
} from './fixtures';
import { useBrowserAndApi, useSiteSettings } from './useBrowser';

/*
 * Issue 13 (KVKK) in a real browser under the site's CSP: the admin's integration snippets do nothing
 * until the visitor consents to their category, run after "accept", never after "reject" (nor after a
 * reload), the footer reopens the choice, and Google's Consent Mode defaults come before Google's tag.
 * The snippets load /probe.js from our own origin, answered here, so every load is seen.
 */

const e2e = useBrowserAndApi();

const snippets = {
  google_script:
    '<script async src="/probe.js?tag=google"></script>\n' +
    "<script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('js', new Date()); gtag('config', 'G-TEST'); window.__googleRan = true;</script>",
  yandex_script: 'window.__yandexRan = true;',
  fb_pixel_script:
    '<script src="/probe.js?tag=pixel"></script><noscript><img src="/probe.js?tag=pixel-noscript"></noscript>',
};

useSiteSettings(e2e, snippets);

interface Visit {
  context: BrowserContext;
  page: Page;
  /** The `tag` of every /probe.js request so far. */
  probes: string[];
}

async function visit(
  consent: ConsentStart,
  viewport: { width: number; height: number } = viewports.desktop,
): Promise<Visit> {
  const { context, page } = await newPage(e2e.browser, viewport, consent);
  const probes: string[] = [];
  await context.route('**/probe.js*', (route) => {
    const tag = new URL(route.request().url()).searchParams.get('tag') ?? '';
    probes.push(tag);
    return route.fulfill({
      contentType: 'text/javascript',
      body: `window.__probes = (window.__probes || []).concat(${JSON.stringify(tag)});`,
    });
  });
  return { context, page, probes };
}

async function open(page: Page, url = '/') {
  await page.goto(url);
  await page.locator('#root[data-hydrated]').waitFor();
}

/** What ran in the page, and the data layer as plain arrays. */
const ran = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    return {
      google: w.__googleRan === true,
      yandex: w.__yandexRan === true,
      probes: (w.__probes as string[] | undefined) ?? [],
      dataLayer: ((w.dataLayer as ArrayLike<unknown>[] | undefined) ?? []).map((entry) => Array.from(entry)),
    };
  });

const banner = (page: Page) => page.getByRole('region', { name: 'Çerez tercihleri' });
/** Long enough for a snippet that was going to run to have run. */
const quietPeriod = (page: Page) => page.waitForTimeout(800);

describe('cookie consent and the integration scripts', () => {
  it('is painted with the page on a first visit, before the site’s code runs; never for a choice made, nor without JavaScript', async () => {
    const cases = [
      { name: 'first visit', consent: null, javaScript: true, shown: true },
      { name: 'choice made', consent: 'rejected', javaScript: true, shown: false },
      { name: 'no JavaScript', consent: null, javaScript: false, shown: false },
    ] as const;
    for (const { name, consent, javaScript, shown } of cases) {
      const context = await e2e.browser.newContext({
        baseURL,
        viewport: viewports.mobile,
        locale: 'tr-TR',
        javaScriptEnabled: javaScript,
      });
      if (consent) await context.addCookies([consentCookie(consent)]);
      const page = await context.newPage();
      // The site's code never arrives: what shows is the server's page with the head's check alone.
      await context.route('**/assets/*.js', (route) => route.abort());
      await page.goto('/egitim-takvimi');
      // (A hidden region has no role: the element itself is looked for.)
      const region = page.locator('section.consent');
      expect(await region.count(), name).toBe(1); // drawn by the server for everyone
      expect(await region.isVisible(), name).toBe(shown);
      expect(await page.locator('#root[data-hydrated]').count(), name).toBe(0);
      await context.close();
    }
  });

  it('takes "accept" clicked before the site’s code has arrived: the banner goes at once, the choice is stored when the code runs', async () => {
    const { context, page, probes } = await visit(null, viewports.mobile);
    const letCodeThrough = await holdSiteCode(context);
    await page.goto('/', { waitUntil: 'commit' });
    await page.locator('html[data-consent-ask]').waitFor({ state: 'attached' });
    const region = page.locator('section.consent');
    await region.getByRole('button', { name: 'Tümünü kabul et' }).click();
    expect(await region.isVisible()).toBe(false);
    expect(await page.locator('#root[data-hydrated]').count()).toBe(0);

    letCodeThrough();
    await page.locator('#root[data-hydrated]').waitFor();
    await expect.poll(async () => (await ran(page)).probes.sort()).toEqual(['google', 'pixel']);
    expect((await context.cookies()).find((cookie) => cookie.name === 'akademi_consent')?.value).toMatch(
      /^v=1&analytics=1&marketing=1&date=/,
    );
    expect(await page.locator('section.consent').count()).toBe(0);
    expect(probes.sort()).toEqual(['google', 'pixel']);
    await context.close();
  });

  it('a first visit runs nothing; after "accept" everything runs, Consent Mode first', async () => {
    const { context, page, probes } = await visit(null);
    await open(page);
    await banner(page).waitFor();
    await quietPeriod(page);
    let state = await ran(page);
    expect(probes).toEqual([]);
    expect(state).toMatchObject({ google: false, yandex: false, probes: [] });
    expect(state.dataLayer).toEqual([deniedByDefault]);

    const reject = banner(page).getByRole('button', { name: 'Reddet' });
    const accept = banner(page).getByRole('button', { name: 'Tümünü kabul et' });
    // Equally prominent: the same size.
    const [rejectBox, acceptBox] = [await reject.boundingBox(), await accept.boundingBox()];
    expect(rejectBox!.width).toBeCloseTo(acceptBox!.width, 0);
    expect(rejectBox!.height).toBeCloseTo(acceptBox!.height, 0);
    await screenshot(page, 'consent-banner-desktop');

    await accept.click();
    await expect.poll(async () => (await ran(page)).probes.sort()).toEqual(['google', 'pixel']);
    state = await ran(page);
    expect(state).toMatchObject({ google: true, yandex: true });
    expect(await banner(page).count()).toBe(0);
    // Consent Mode: the default, then the visitor's update, then Google's own commands.
    const commands = state.dataLayer.map(
      (entry) => `${entry[0]}:${typeof entry[1] === 'string' ? entry[1] : ''}`,
    );
    expect(commands.slice(0, 3)).toEqual(['consent:default', 'consent:update', 'js:']);
    expect(state.dataLayer[1][2]).toMatchObject({ analytics_storage: 'granted', ad_storage: 'granted' });
    expect(probes).not.toContain('pixel-noscript');

    // The next page load runs them at once, with no banner.
    probes.length = 0;
    await open(page, '/egitim-takvimi');
    await expect.poll(() => probes.sort()).toEqual(['google', 'pixel']);
    expect(await banner(page).count()).toBe(0);
    await context.close();
  });

  it('after "reject" nothing ever runs, also after a reload', async () => {
    const { context, page, probes } = await visit(null, viewports.mobile);
    await open(page);
    await banner(page).waitFor();
    await screenshot(page, 'consent-banner-mobile');
    await banner(page).getByRole('button', { name: 'Reddet' }).click();
    await quietPeriod(page);
    expect(await banner(page).count()).toBe(0);
    expect(probes).toEqual([]);
    expect((await ran(page)).dataLayer.map((entry) => entry[1])).toEqual(['default', 'update']);

    await page.reload();
    await page.locator('#root[data-hydrated]').waitFor();
    await quietPeriod(page);
    expect(await banner(page).count()).toBe(0);
    expect(probes).toEqual([]);
    expect(await ran(page)).toMatchObject({ google: false, yandex: false, probes: [] });
    await context.close();
  });

  it('"Tercihler": statistics only runs Google and Yandex, not the pixel', async () => {
    const { context, page, probes } = await visit(null);
    await open(page);
    await banner(page).getByRole('button', { name: 'Tercihler' }).click();
    const statistics = page.getByRole('switch', { name: 'İstatistik' });
    await expect.poll(() => statistics.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByRole('switch', { name: 'Zorunlu' }).isDisabled()).toBe(true);
    await page.keyboard.press('Space');
    await screenshot(page, 'consent-preferences-desktop');
    await page.getByRole('button', { name: 'Seçimi kaydet' }).click();
    await expect.poll(async () => (await ran(page)).google && (await ran(page)).yandex).toBe(true);
    await quietPeriod(page);
    expect(probes).toEqual(['google']);
    await context.close();
  });

  it('the footer link reopens the choice; withdrawing stops the scripts from the next page load', async () => {
    const { context, page, probes } = await visit('accepted');
    await open(page);
    await expect.poll(() => probes.sort()).toEqual(['google', 'pixel']);
    expect(await banner(page).count()).toBe(0);

    const link = page.getByRole('button', { name: 'Çerez tercihleri' });
    await link.click();
    await banner(page).waitFor();
    const statistics = page.getByRole('switch', { name: 'İstatistik' });
    expect(await statistics.isChecked()).toBe(true);
    expect(await statistics.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => banner(page).textContent()).toContain('durdurulamaz');
    await banner(page).getByRole('button', { name: 'Reddet' }).click();
    expect(await banner(page).count()).toBe(0);
    expect(await link.evaluate((el) => el === document.activeElement)).toBe(true);
    const last = (await ran(page)).dataLayer.at(-1);
    expect(last).toEqual(deniedUpdate);

    probes.length = 0;
    await page.reload();
    await page.locator('#root[data-hydrated]').waitFor();
    await quietPeriod(page);
    expect(probes).toEqual([]);
    expect(await ran(page)).toMatchObject({ google: false, yandex: false });
    await context.close();
  });

  it('speaks English on English pages', async () => {
    const { context, page } = await visit(null);
    await open(page, '/en');
    const region = page.getByRole('region', { name: 'Cookie preferences' });
    await region.waitFor();
    expect(await region.getByRole('button', { name: 'Accept all' }).isVisible()).toBe(true);
    expect(await region.getByRole('button', { name: 'Reject' }).isVisible()).toBe(true);
    await context.close();
  });

  for (const width of [viewports.smallest.width, viewports.mobile.width]) {
    it(`keeps each choice on one line on a ${width} px phone, within the screen`, async () => {
      const { context, page } = await visit(null, { width, height: 800 });
      await open(page);
      const choices = banner(page).locator('[data-consent-choice]');
      await choices.first().waitFor();
      // One line of text in a 44 px button ("Tümünü kabul et" broke in two at 375 px in DejaVu), none cut off.
      for (const box of await choices.evaluateAll((buttons) =>
        buttons.map((button) => button.getBoundingClientRect().toJSON() as DOMRect),
      )) {
        expect(box.height).toBeLessThanOrEqual(44);
        expect(box.right).toBeLessThanOrEqual(width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await context.close();
    });
  }
});
