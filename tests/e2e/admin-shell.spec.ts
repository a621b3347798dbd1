import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { admin, apiClient, newPage, screenshot, sessionCookieIn, viewports, adminURL } from './fixtures';
import { useBrowser } from './useBrowser';

const e2e = useBrowser();

async function fillLogin(page: Page, password: string) {
  await page.goto('/giris-yap');
  await page.getByLabel('E-Mail Adresi').fill(admin.email);
  await page.getByLabel('Şifre', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
}

async function signIn(page: Page) {
  await fillLogin(page, admin.password);
  await page.waitForURL('**/admin/dashboard', { timeout: 15_000 });
  await page.getByText('Yayındaki Eğitimler').waitFor();
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

describe('sign-in screen', () => {
  it('shows the server message in an error dialog for a wrong password', async () => {
    const { context, page } = await newPage(e2e.browser);
    await fillLogin(page, 'yanlis-sifre-1');
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Başarısız!');
    expect(await dialog.textContent()).toContain('E-Mail adresi veya şifre hatalı');
    expect(await storedToken(page)).toBeNull();
    // SPEC §9: the error dialog closes itself after 3 s.
    await dialog.waitFor({ state: 'detached', timeout: 5_000 });
    expect(new URL(page.url()).pathname).toBe('/giris-yap');
    await context.close();
  });

  it('shows the success dialog, then opens the dashboard with real figures', async () => {
    const { context, page } = await newPage(e2e.browser);
    await fillLogin(page, admin.password);
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Başarılı!');
    await page.waitForURL('**/admin/dashboard', { timeout: 15_000 });
    const api = await apiClient();
    const { data } = await api.get<{ data: { published_courses: number } }>('/api/admin/dashboard');
    const card = page.locator('a', { hasText: 'Yayındaki Eğitimler' });
    await card.waitFor();
    expect(await card.textContent()).toContain(String(data.published_courses));
    expect(await page.title()).toContain('İstatistikler');
    await context.close();
  });

  it('sends a signed-in user from /giris-yap straight to the panel', async () => {
    const { context, page } = await newPage(e2e.browser);
    await signIn(page);
    await page.goto('/giris-yap');
    await page.waitForURL('**/admin/dashboard');
    await context.close();
  });
});

describe('session', () => {
  it('goes back to /giris-yap and forgets the session when the token is revoked', async () => {
    const { context, page } = await newPage(e2e.browser);
    await signIn(page);
    const token = await storedToken(page);
    const revoked = await fetch(`${adminURL}/api/admin/logout`, {
      headers: {
        authorization: `Bearer ${token}`,
        cookie: `akademi_session=${await sessionCookieIn(context)}`,
        'x-requested-with': 'XMLHttpRequest',
      },
    });
    expect(revoked.status).toBe(200);
    // The next request of the panel (react-admin's refresh button) gets a 401.
    await page.getByRole('button', { name: 'Yenile' }).click();
    await page.waitForURL('**/giris-yap', { timeout: 10_000 });
    expect(
      await page.evaluate(() =>
        ['token', 'user_data', 'expirationDate'].map((key) => localStorage.getItem(key)),
      ),
    ).toEqual([null, null, null]);
    await context.close();
  });

  it('logs out to the site, revoking the token', async () => {
    const { context, page } = await newPage(e2e.browser);
    await signIn(page);
    const token = await storedToken(page);
    const binding = await sessionCookieIn(context);
    await page.getByRole('button', { name: 'Profil menüsü' }).click();
    await page.getByRole('menuitem', { name: 'Çıkış Yap' }).click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
    expect(await storedToken(page)).toBeNull();
    // Revoked on the server: even with both halves of the session the token is refused.
    const status = await fetch(`${adminURL}/api/admin/status`, {
      headers: { authorization: `Bearer ${token}`, cookie: `akademi_session=${binding}` },
    });
    expect(status.status).toBe(401);
    expect(await sessionCookieIn(context).catch(() => 'cleared')).toBe('cleared');
    await context.close();
  });
});

describe('admin shell', () => {
  it('sends an unknown admin path to /admin/404', async () => {
    const { context, page } = await newPage(e2e.browser);
    await signIn(page);
    await page.goto('/admin/nowhere');
    await page.waitForURL('**/admin/404');
    await page.getByRole('main').getByRole('heading', { name: 'Sayfa Bulunamadı' }).waitFor();
    await context.close();
  });

  it('keeps the theme choices across a reload', async () => {
    const { context, page } = await newPage(e2e.browser, viewports.wide);
    await signIn(page);
    await page.getByRole('button', { name: 'Tema Ayarları' }).click();
    const panel = page.getByRole('dialog', { name: 'Tema Ayarları' });
    await panel
      .getByRole('group', { name: 'Sayfa', exact: true })
      .getByRole('button', { name: 'Koyu' })
      .click();
    await panel.getByRole('group', { name: 'Üst Menü' }).getByRole('button', { name: 'Koyu' }).click();
    await panel
      .getByRole('group', { name: 'Yan Menü', exact: true })
      .getByRole('button', { name: 'Açık' })
      .click();
    await panel.getByRole('button', { name: 'Kutulu' }).click();
    await panel.getByRole('button', { name: 'Sadece İkon' }).click();
    await panel.getByRole('button', { name: 'Kapat' }).click();

    await page.reload();
    const shell = page.getByTestId('admin-shell');
    await shell.waitFor();
    expect(await shell.getAttribute('data-theme-page')).toBe('dark');
    expect(await shell.getAttribute('data-theme-width')).toBe('boxed');
    expect(await shell.getAttribute('data-sidebar-layout')).toBe('iconOnly');
    expect(await page.locator('header').getAttribute('data-header-mode')).toBe('dark');
    expect(await page.locator('aside').getAttribute('data-sidebar-mode')).toBe('light');
    // Icon only: the side menu is narrow, its labels are tooltips.
    const width = await page.locator('aside').evaluate((element) => element.getBoundingClientRect().width);
    expect(width).toBeLessThan(80);
    await context.close();
  });

  it('hides the sidebar below 1024 px and slides it in from the menu button', async () => {
    const { context, page } = await newPage(e2e.browser, viewports.mobile);
    await signIn(page);
    expect(await page.locator('aside').count()).toBe(0);
    await page.getByRole('button', { name: 'Menüyü Aç/Kapat' }).click();
    await page.getByRole('link', { name: /İstatistikler/ }).waitFor();
    await context.close();
  });
});

describe('a split back office', () => {
  it('loads a screen’s code when the screen is first opened, not before', async () => {
    const { context, page } = await newPage(e2e.browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) scripts.push(url.pathname);
    });
    await signIn(page);
    await page.waitForLoadState('networkidle');
    const onDashboard = scripts.length;
    const contractListChunk = scripts.find((file) => /\/ContractList-[\w-]+\.js$/.test(file));
    expect(contractListChunk).toBeUndefined();

    await page
      .locator('nav, aside')
      .getByRole('link', { name: /Sözleşmeler/ })
      .first()
      .click();
    await page.waitForURL('**/admin/contracts');
    await page.getByRole('columnheader').first().waitFor();
    // The list's own chunk came with the click, as a hashed (immutable) asset.
    expect(scripts.length).toBeGreaterThan(onDashboard);
    const fetched = scripts.slice(onDashboard).find((file) => /\/ContractList-[\w-]+\.js$/.test(file));
    expect(fetched).toBeDefined();
    const response = await page.request.get(fetched!, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-encoding']).toBe('br');
    await context.close();
  });
});

describe('screenshots', () => {
  it.each([
    ['375', viewports.mobile],
    ['1440', viewports.wide],
  ] as const)('login, dashboard, theme panel and 404 at %s px', async (name, viewport) => {
    const { context, page } = await newPage(e2e.browser, viewport);
    await page.goto('/giris-yap');
    await page.getByRole('heading', { name: 'Giriş Yap' }).waitFor();
    await screenshot(page, `admin-login-${name}`);
    await signIn(page);
    await page.waitForTimeout(500);
    await screenshot(page, `admin-dashboard-${name}`);
    await page.getByRole('button', { name: 'Tema Ayarları' }).click();
    await page.getByRole('dialog', { name: 'Tema Ayarları' }).waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, `admin-theme-panel-${name}`);
    await page.goto('/admin/nowhere');
    await page.waitForURL('**/admin/404');
    await page.getByRole('main').getByRole('heading', { name: 'Sayfa Bulunamadı' }).waitFor();
    await screenshot(page, `admin-404-${name}`);
    await context.close();
  });
});
