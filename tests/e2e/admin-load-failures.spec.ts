import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { firstCourseId, viewports } from './fixtures';
import { useBrowserAndApi } from './useBrowser';
import { signedInPage } from './signedIn';

/*
 * A back office whose API fails (a restart, a database outage) says so on every kind of screen, with
 * "Tekrar Dene" that loads it once the API answers again; never an empty state that is untrue ("Diller
 * bulunamadı"), a blank card, grey rows that never fill, or 'Kayıt bulunamadı' and a move to the list for a
 * record that exists.
 */

const e2e = useBrowserAndApi();

/**
 * Every read of the admin API answers 500 (the sign-in and the session's own checks pass, and the reads
 * `spared` matches) until undone.
 */
async function failAdminReads(page: Page, spared?: RegExp): Promise<() => Promise<void>> {
  const pattern = '**/api/admin/**';
  await page.route(pattern, (route) => {
    const request = route.request();
    const { pathname } = new URL(request.url());
    if (
      request.method() !== 'GET' ||
      /\/api\/admin\/(status|auth)/.test(pathname) ||
      spared?.test(pathname)
    ) {
      return route.fallback();
    }
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, message: 'Sunucu Hatası!' }),
    });
  });
  return () => page.unroute(pattern);
}

/** A signed-in back office page (1280 px) for `walk`, closed after it however it ends. */
async function onAdminPage(walk: (page: Page) => Promise<void>) {
  const { context, page } = await signedInPage(e2e.browser, viewports.desktop);
  try {
    await walk(page);
  } finally {
    await context.close();
  }
}

/** Each kind of screen: its address, what it says while the API fails, and something only its data shows. */
const screens = [
  { path: '/dashboard', failure: 'İstatistikler yüklenemedi.', loaded: 'Yayındaki Eğitimler' },
  { path: '/languages', failure: 'Liste yüklenemedi.', loaded: 'Türkçe' },
  { path: '/page-meta', failure: 'Liste yüklenemedi.', loaded: 'Eğitim Takvimi' },
  { path: '/settings/company', failure: 'Ayarlar yüklenemedi.', loaded: 'Kaydet' },
  { path: '/settings/social-media', failure: 'Liste yüklenemedi.', loaded: 'instagram' },
  { path: '/pages/about-us', failure: 'Bu bölüm yüklenemedi.', loaded: 'Kaydet' },
] as const;

describe('the back office when its API fails', () => {
  it('says so on every kind of screen, and loads it with "Tekrar Dene" once the API answers', async () => {
    await onAdminPage(async (page) => {
      for (const screen of screens) {
        const restore = await failAdminReads(page);
        await page.goto(`/admin${screen.path}`);
        const failure = page.getByRole('alert').filter({ hasText: screen.failure }).first();
        await failure.waitFor({ timeout: 15_000 });
        const main = page.locator('main');
        expect(await main.getByText(/bulunamadı/).count(), screen.path).toBe(0);
        expect(await main.getByText(screen.loaded, { exact: true }).count(), screen.path).toBe(0);

        await restore();
        await failure.getByRole('button', { name: 'Tekrar Dene' }).click();
        await main.getByText(screen.loaded, { exact: true }).first().waitFor({ timeout: 15_000 });
        expect(await failure.count(), screen.path).toBe(0);
      }
    });
  });

  it('keeps a record that failed to load on its screen, and sends a record that is gone to the list', async () => {
    const courseId = await firstCourseId(e2e.api);
    await onAdminPage(async (page) => {
      const restore = await failAdminReads(page);
      await page.goto(`/admin/products/${courseId}`);
      const failure = page.getByRole('alert').filter({ hasText: 'Kayıt yüklenemedi.' });
      await failure.waitFor({ timeout: 15_000 });
      expect(new URL(page.url()).pathname).toBe(`/admin/products/${courseId}`);
      expect(await page.getByText('Kayıt bulunamadı').count()).toBe(0);

      await restore();
      await failure.getByRole('button', { name: 'Tekrar Dene' }).click();
      await page
        .getByRole('textbox', { name: /Eğitim Adı/ })
        .first()
        .waitFor({ timeout: 15_000 });

      await page.goto('/admin/products/987654');
      await page.getByText('Kayıt bulunamadı').waitFor({ timeout: 15_000 });
      await page.waitForURL((url) => !url.pathname.endsWith('/987654'));
      await page.getByRole('heading', { name: 'Eğitim Takvimi', level: 1 }).waitFor();
    });
  });

  it("says so under a course's selects whose choices did not load, and loads them with Tekrar Dene", async () => {
    const courseId = await firstCourseId(e2e.api);
    await onAdminPage(async (page) => {
      // The course itself loads; its categories, brands and instructors do not.
      const restore = await failAdminReads(page, new RegExp(`^/api/admin/products/${courseId}$`));
      await page.goto(`/admin/products/${courseId}`);
      const failures = page.getByRole('alert').filter({ hasText: 'Seçenekler yüklenemedi.' });
      await failures.first().waitFor({ timeout: 15_000 });
      expect(await failures.count()).toBe(3); // category, brand, instructors
      expect(
        await page
          .getByRole('textbox', { name: /Eğitim Adı/ })
          .first()
          .inputValue(),
      ).not.toBe('');

      await restore();
      for (let tries = 0; tries < 5 && (await failures.count()) > 0; tries++) {
        await failures.first().getByRole('button', { name: 'Tekrar Dene' }).click();
        await page.waitForTimeout(300);
      }
      expect(await failures.count()).toBe(0);
      await page
        .getByRole('combobox', { name: /Kategori/ })
        .first()
        .click();
      expect(await page.getByRole('option').count()).toBeGreaterThan(1);
    });
  });
});
