import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LanguageItem } from '../../shared/publicApi';
import type { AdminProduct } from '../../shared/schemas/product';
import { baseURL, createCourseWithSession, newPage, openSitePage, screenshot, viewports } from './fixtures';
import { audit, wcagTags } from './axe';
import { useAddedLanguages, useBrowserAndApi } from './useBrowser';
import { signedInPage } from './signedIn';

/*
 * Issue 30 in a browser: Arabic, added and activated in the back office, has its own addresses (/ar/…), its
 * pages are right to left (<html lang="ar" dir="rtl">) and their layout mirrors: the logo at the right, the
 * phone's menu button at the left, nothing sticking out sideways. A course without an Arabic title shows its
 * Turkish one, marked as Turkish. Deactivated, /ar/… moves to the Turkish address (301); deleted in the
 * back office after its confirmation, the language is gone. Looked at 375 and 1280 px wide.
 */

const abbr = 'ar';
const arabic = 'العربية';
/** Arabic letters: month names and digits Intl writes for the Arabic locale. */
const arabicScript = /[\u0600-\u06FF]/;

const e2e = useBrowserAndApi();
let course: AdminProduct | undefined;

const activeLanguages = async () =>
  ((await (await fetch(`${baseURL}/api/pages/all-languages`)).json()) as { data: LanguageItem[] }).data;

const removeLanguage = () =>
  e2e.api.send('DELETE', `/api/admin/languages/${abbr}`, {}).catch(() => undefined);

beforeAll(async () => {
  await removeLanguage(); // left over by an interrupted run
  await e2e.api.send('POST', '/api/admin/languages', { abbr, lang: arabic, active: 1 });
  await e2e.api.send('PUT', '/api/admin/languages/active', { abbr, active: 1 });
  course = await createCourseWithSession(e2e.api, {
    title: { tr: `Çevrilmemiş Kurs ${Date.now()}` },
    startsInDays: 20,
    place: 'İstanbul',
    seats: 12,
    details: { price: { tr: '2.400 TL + KDV' } },
  });
});
afterAll(async () => {
  await removeLanguage();
  if (course) await e2e.api.send('DELETE', `/api/admin/products/${course.id}`, {}).catch(() => undefined);
});

/** Page errors and hydration complaints while a page is open: server and browser must write the same. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|did not match/i.test(message.text()))
      errors.push(message.text());
  });
  return errors;
}

/**
 * The shown texts with a digit in the elements `selector` finds, each with whether it reads as written: its
 * first character left of its last one.
 */
function textsReadingLeftToRight(page: Page, selector: string) {
  return page.evaluate((selector) => {
    const texts: { text: string; leftToRight: boolean }[] = [];
    for (const element of document.querySelectorAll(selector)) {
      if (element.getClientRects().length === 0) continue;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        if (!/\d/.test(text)) continue;
        const start = (node.textContent ?? '').indexOf(text);
        const leftOf = (index: number) => {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          return range.getBoundingClientRect().left;
        };
        texts.push({ text, leftToRight: leftOf(start) < leftOf(start + text.length - 1) });
      }
    }
    return texts;
  }, selector);
}

describe('a language the office adds: Arabic', () => {
  for (const [size, viewport] of [
    ['375', viewports.mobile],
    ['1280', viewports.desktop],
  ] as const) {
    it(`serves /ar/ right to left with a mirrored header at ${size} px`, async () => {
      expect((await activeLanguages()).map((language) => language.abbr)).toContain(abbr);
      const { context, page } = await newPage(e2e.browser, viewport);
      const errors = watchErrors(page);
      const response = await openSitePage(page, '/ar/');
      expect(response?.status()).toBe(200);
      const html = page.locator('html');
      expect(await html.getAttribute('lang')).toBe('ar');
      expect(await html.getAttribute('dir')).toBe('rtl');

      // The switch offers Arabic, pressed, among the others: on a phone, three languages are one button that
      // opens their list.
      const menu = page.locator('summary.lang-menu__current').filter({ visible: true });
      if (viewport.width < 1024) {
        expect(await menu.textContent()).toBe('AR');
        await menu.click();
      }
      const switchButton = page.getByRole('button', { name: `AR – ${arabic}` }).filter({ visible: true });
      expect(await switchButton.getAttribute('aria-pressed')).toBe('true');
      expect(await page.getByRole('button', { name: 'TR – Türkçe' }).filter({ visible: true }).count()).toBe(
        1,
      );

      if (viewport.width < 1024) await page.keyboard.press('Escape');
      // Mirrored: the logo's box in the right half; on a phone the menu button in the left half.
      const brand = await page.locator('.navbar__brand').boundingBox();
      expect(brand).not.toBeNull();
      expect(brand!.x + brand!.width / 2).toBeGreaterThan(viewport.width / 2);
      if (viewport.width < 600) {
        const toggle = await page.locator('.navbar__toggle').filter({ visible: true }).boundingBox();
        expect(toggle).not.toBeNull();
        expect(toggle!.x + toggle!.width / 2).toBeLessThan(viewport.width / 2);
      }
      // Nothing positioned past the page's side (an RTL page scrolls towards the left).
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `languages-ar-home-${size}`);

      // Dates in the Arabic locale: the calendar's month headings.
      await openSitePage(page, '/ar/egitim-takvimi');
      await page.locator('main h2').getByText(arabicScript).first().waitFor();
      await screenshot(page, `languages-ar-calendar-${size}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('shows a course without an Arabic title in Turkish, marked as Turkish and left to right', async () => {
    const { context, page } = await newPage(e2e.browser, viewports.desktop);
    const response = await openSitePage(page, `/ar/kurs/${course!.seo_name}`);
    expect(response?.status()).toBe(200);
    const title = page.getByRole('heading', { level: 1 });
    expect(await title.textContent()).toBe(course!.title.tr);
    expect(await title.getAttribute('lang')).toBe('tr');
    expect(await title.getAttribute('dir')).toBe('ltr');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await screenshot(page, 'languages-ar-untranslated-course-1280');
    await context.close();
  });

  // Right to left, a phone number's groups were reordered around its spaces and brackets (the top bar and the
  // footer read "23 01 555 (212) 90+"), and a Turkish price set its number apart ("TL + KDV 2.400").
  it('writes phone numbers and a Turkish price left to right on a right-to-left page', async () => {
    const { context, page } = await newPage(e2e.browser, viewports.desktop);
    await openSitePage(page, '/ar/iletisim');
    const numbers = await textsReadingLeftToRight(page, 'a[href^="tel:"]');
    expect(numbers.length).toBeGreaterThanOrEqual(3);
    expect(numbers.filter((number) => !number.leftToRight)).toEqual([]);
    await openSitePage(page, `/ar/kurs/${course!.seo_name}`);
    const prices = await textsReadingLeftToRight(page, '.price, .enrol-bar__price, .course-card__price');
    expect(prices.length).toBeGreaterThanOrEqual(1);
    expect(prices.filter((price) => !price.leftToRight)).toEqual([]);
    await context.close();
  });

  it('switches from Turkish to Arabic and back, the address and direction following', async () => {
    const { context, page } = await newPage(e2e.browser, viewports.desktop);
    await openSitePage(page, '/egitim-takvimi');
    await page
      .getByRole('button', { name: `AR – ${arabic}` })
      .filter({ visible: true })
      .click();
    await page.waitForURL('**/ar/egitim-takvimi');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.getByRole('button', { name: 'TR – Türkçe' }).filter({ visible: true }).click();
    await page.waitForURL((url) => url.pathname === '/egitim-takvimi');
    await page.waitForFunction(() => document.documentElement.dir === 'ltr');
    await context.close();
  });

  it('moves /ar/… to the Turkish address once Arabic is deactivated, and offers it no more', async () => {
    await e2e.api.send('PUT', '/api/admin/languages/active', { abbr, active: 0 });
    const moved = await fetch(`${baseURL}/ar/egitim-takvimi?kategori=1`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(new URL(moved.headers.get('location')!, baseURL).pathname).toBe('/egitim-takvimi');
    expect(new URL(moved.headers.get('location')!, baseURL).search).toBe('?kategori=1');

    const { context, page } = await newPage(e2e.browser, viewports.desktop);
    await openSitePage(page, '/');
    await page.getByRole('button', { name: 'TR – Türkçe' }).filter({ visible: true }).waitFor();
    expect(await page.getByRole('button', { name: `AR – ${arabic}` }).count()).toBe(0);
    await context.close();
  });

  it("is deleted from the back office's Diller list after 'Onaylıyor Musunuz?'", async () => {
    const { context, page } = await signedInPage(e2e.browser, viewports.desktop);
    await page.goto('/admin/languages');
    const remove = page.getByRole('button', { name: `${arabic} dilini sil` });
    await remove.waitFor({ timeout: 15_000 });
    // The default language has no delete button.
    expect(await page.getByRole('button', { name: 'Türkçe dilini sil' }).count()).toBe(0);
    await remove.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Onaylıyor Musunuz?').waitFor();
    await dialog.getByText('Dil ve bu dildeki sayfa metinleri silinecek!').waitFor();
    await screenshot(page, 'languages-delete-confirm-1280', { area: 'viewport' });
    await dialog.getByRole('button', { name: 'Evet, Sil!' }).click();
    await page.getByText('Silindi!').waitFor();
    await remove.waitFor({ state: 'detached' });

    const languages = await e2e.api.get<{ data: { items: { abbr: string }[] } | { abbr: string }[] }>(
      '/api/admin/languages',
    );
    const rows = Array.isArray(languages.data) ? languages.data : languages.data.items;
    expect(rows.map((row) => row.abbr)).not.toContain(abbr);
    // Its addresses are no page any more.
    expect((await fetch(`${baseURL}/ar`, { redirect: 'manual' })).status).toBe(404);
    // The course it was never translated into still renders.
    expect((await fetch(`${baseURL}/kurs/${course!.seo_name}`)).status).toBe(200);
    await context.close();
  });
});

describe('more languages than a phone header has room for', () => {
  useAddedLanguages(e2e);

  /**
   * Where the phone header's logo ends (its widest piece: the picture, the name or the tagline, which overflow
   * their box when squeezed) and where the call, language and menu buttons beside it begin.
   */
  const headerEdges = (page: Page) =>
    page.evaluate(() => {
      const brand = document.querySelector('.navbar__brand')!;
      const pieces = [brand, ...brand.querySelectorAll('*')].map((piece) => piece.getBoundingClientRect());
      return {
        brandEnd: Math.max(...pieces.filter((box) => box.width > 0).map((box) => box.right)),
        buttonsStart: document.querySelector('.navbar__quick')!.getBoundingClientRect().left,
      };
    });

  it('gives five languages one button on a 320 px phone, clear of the logo, whose list switches', async () => {
    const { context, page } = await newPage(e2e.browser, viewports.smallest);
    const errors = watchErrors(page);
    await openSitePage(page, '/egitim-takvimi');
    // Five pills ran over the logo; one button leaves the logo its room.
    const { brandEnd, buttonsStart } = await headerEdges(page);
    expect(brandEnd).toBeLessThanOrEqual(buttonsStart);

    const menu = page.locator('summary.lang-menu__current').filter({ visible: true });
    expect(await menu.textContent()).toBe('TR');
    await menu.click();
    const list = page.getByRole('group', { name: 'Dil seçimi' }).filter({ visible: true });
    // Every active language by its code and name (Arabic too when this test runs alone).
    const active = await activeLanguages();
    expect(active.length).toBeGreaterThanOrEqual(5);
    expect(await list.getByRole('button').allTextContents()).toEqual(
      active.map((language) => `${language.abbr.toUpperCase()} ${language.lang}`),
    );
    // Nothing of the open list sticks out of the screen.
    const listBox = (await list.boundingBox())!;
    expect(listBox.x).toBeGreaterThanOrEqual(0);
    expect(listBox.x + listBox.width).toBeLessThanOrEqual(viewports.smallest.width);
    await screenshot(page, 'languages-five-menu-320');
    expect(await audit(page, 'five languages, list open, 320 px', { tags: wcagTags })).toEqual([]);

    await list.getByRole('button', { name: 'EN – English' }).click();
    await page.waitForURL('**/en/egitim-takvimi');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect(await menu.textContent()).toBe('EN');
    expect(await list.count()).toBe(0); // closed once chosen
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the same list without JavaScript, its links leading to the page in that language', async () => {
    const context = await e2e.browser.newContext({
      baseURL,
      viewport: viewports.smallest,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto('/egitim-takvimi');
    await page.locator('summary.lang-menu__current').filter({ visible: true }).click();
    await page.locator('a.lang-switch__link[hreflang="de"]').filter({ visible: true }).click();
    await page.waitForURL('**/de/egitim-takvimi');
    await context.close();
  });
});
