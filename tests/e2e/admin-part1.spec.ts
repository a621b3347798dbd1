import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { admin, baseURL, postPublic, screenshot, viewports, adminURL } from './fixtures';
import { signedInPage } from './signedIn';
import { useBrowserAndApi } from './useBrowser';

/*
 * Back office part 1 in Chromium against the real server: inbox, contracts, drag-reorder, roles.
 * Sessions are opened through the API and handed to the page the way the login screen stores them
 * (the sign-in screen itself is covered by admin-shell.spec.ts).
 */

const e2e = useBrowserAndApi();

/** A page whose browser already holds the session the login screen would have stored (wide screen). */
const widePage = (user = admin) => signedInPage(e2e.browser, viewports.wide, user);

const unreadCount = async () =>
  (await e2e.api.get<{ data: { count: number } }>('/api/admin/contact/not-check-count')).data.count;

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menü' });

async function closeAll(context: BrowserContext) {
  await context.close();
}

describe('contact inbox', () => {
  it('shows a message sent from the site unread; opening reads it; it is trashed, then deleted', async () => {
    const subject = `E2E soru ${Date.now()}`;
    await postPublic('/api/contact', {
      name: 'Deniz Arslan',
      email: 'deniz@example.com',
      phone: '0532 123 45 67',
      subject,
      message: 'Kurumsal eğitim takviminiz hakkında bilgi almak istiyorum.',
      kvkk_consent: '1',
    });
    const before = await unreadCount();

    const { context, page } = await widePage();
    await page.goto('/admin/contact');
    const row = page.getByRole('row').filter({ hasText: subject });
    await row.waitFor();
    expect(await row.getByRole('img', { name: 'Okunmadı' }).count()).toBe(1);
    expect(await row.getByText(subject).evaluate((el) => getComputedStyle(el).fontWeight)).toBe('700');
    await screenshot(page, 'admin-part1-inbox-1440');

    // Opening it marks it read: the server's counter and the menu badge drop by one.
    await row.getByText(subject).click();
    await page.getByText('Kurumsal eğitim takviminiz hakkında bilgi almak istiyorum.').waitFor();
    await expect.poll(unreadCount, { timeout: 10_000 }).toBe(before - 1);
    const badge = menu(page)
      .getByRole('link', { name: /İletişim Mesajları/ })
      .locator('.MuiBadge-badge');
    await expect
      .poll(
        async () =>
          (await badge.getAttribute('class'))?.includes('MuiBadge-invisible')
            ? '0'
            : await badge.textContent(),
        {
          timeout: 10_000,
        },
      )
      .toBe(String(before - 1));

    await page.getByRole('button', { name: 'Listeye Dön' }).click();
    const readRow = page.getByRole('row').filter({ hasText: subject });
    await readRow.getByRole('img', { name: 'Okundu' }).waitFor();

    // Select it and move it to the trash.
    await readRow.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Çöpe Taşı' }).click();
    await page.getByText('Çöpe Taşındı!').waitFor();
    await readRow.waitFor({ state: 'detached' });

    // In the trash: permanent delete after the spec confirmation.
    await page.getByRole('tab', { name: 'Çöp Kutusu' }).click();
    const trashRow = page.getByRole('row').filter({ hasText: subject });
    await trashRow.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Kalıcı Olarak Sil' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Emin Misin?!').waitFor();
    expect(await dialog.textContent()).toContain('Kalıcı Olarak Silinecek!');
    await dialog.getByRole('button', { name: 'İptal' }).waitFor();
    await dialog.getByRole('button', { name: 'Evet, Sil!' }).click();
    await page.getByText('Silindi!').waitFor();
    await trashRow.waitFor({ state: 'detached' });

    for (const section of ['mail', 'trash']) {
      const list = await e2e.api.get<{ data: { items: { subject: string }[] } }>(
        `/api/admin/contact?section=${section}&search=${encodeURIComponent(subject)}`,
      );
      expect(list.data.items).toEqual([]);
    }
    await closeAll(context);
  });
});

describe('contracts', () => {
  it('a contract created in the panel appears in the site footer and on its own page', async () => {
    const name = `E2E Mesafeli Satış Sözleşmesi ${Date.now() % 100000}`;
    const { context, page } = await widePage();
    // The spec path of the create screen.
    await page.goto('/admin/contract-insert');
    await page.waitForURL('**/admin/contracts/create');
    await page.getByRole('textbox', { name: 'Sözleşme Adı (TR) *' }).fill(name);
    const seo = page.getByRole('textbox', { name: 'SEO Adı' });
    const seoName = await seo.inputValue();
    expect(seoName).toMatch(/^e2e-mesafeli-satis-sozlesmesi-\d+$/);
    const editor = page.locator('[role="tabpanel"]:not([hidden]) .ProseMirror');
    await editor.click();
    await page.keyboard.type('Bu sözleşme uçtan uca testte yazıldı.');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByText('Başarılı!').waitFor();
    await page.waitForURL('**/admin/contracts');
    await page.getByRole('row').filter({ hasText: name }).waitFor();

    const site = await context.newPage();
    await site.goto('/');
    const link = site.locator('footer').getByRole('link', { name });
    await link.waitFor({ timeout: 15_000 });
    expect(await link.getAttribute('href')).toBe(`/sozlesme/${seoName}`);
    await link.click();
    await site.getByText('Bu sözleşme uçtan uca testte yazıldı.').waitFor({ timeout: 15_000 });
    await closeAll(context);
  });
});

describe('social media order', () => {
  it('a keyboard drag in the panel changes the order on the site', async () => {
    type Social = { name: string; uri: string };
    const publicOrder = async () =>
      (
        (await (await fetch(`${baseURL}/api/pages/social-media`, { cache: 'no-store' })).json()) as {
          data: Social[];
        }
      ).data.map((item) => item.name);
    const before = await publicOrder();
    expect(before.length).toBeGreaterThanOrEqual(2);

    const { context, page } = await widePage();
    await page.goto('/admin/settings/social-media');
    const handle = page.getByRole('button', { name: `Sırala: ${before[0]}` });
    await handle.focus();
    // Space picks the row up, ArrowDown moves it one place, Space drops it; each step waits for dnd-kit's
    // state (the handle's pressed state, the screen-reader announcement) before the next key.
    await page.keyboard.press('Space');
    await page.locator(`[aria-pressed="true"][aria-label="Sırala: ${before[0]}"]`).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.getByText(`${before[0]} 2. sıraya taşındı.`).waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await page.getByText('Değiştirildi!').waitFor();
    const expected = [before[1], before[0], ...before.slice(2)];
    await expect.poll(publicOrder, { timeout: 10_000 }).toEqual(expected);
    await screenshot(page, 'admin-part1-social-media-1440');

    // The panel shows the saved order after a reload too.
    await page.reload();
    await page.getByRole('button', { name: `Sırala: ${before[1]}` }).waitFor();
    const names = await page.locator('ol > li').allTextContents();
    expect(names[0]).toContain(before[1]);
    expect(names[1]).toContain(before[0]);
    await closeAll(context);
  });
});

describe('an editor', () => {
  it('cannot open users or integration scripts: no menu entry and the address is refused', async () => {
    const groups = await e2e.api.get<{ data: { id: number; key: string }[] }>('/api/admin/role/groups');
    const editorGroup = groups.data.find((group) => group.key === 'editor');
    expect(editorGroup).toBeDefined();
    const email = `editor${Date.now() % 1_000_000}@akademi.test`;
    const password = 'Kalem-Fener-4821';
    await e2e.api.send('POST', '/api/admin/users', {
      name: 'E2E Editör',
      email,
      password,
      role_group_id: editorGroup!.id,
    });

    const { context, page, token, sessionCookie } = await widePage({ email, password });
    await page.goto('/admin/dashboard');
    await menu(page)
      .getByRole('link', { name: /Sözleşmeler/ })
      .waitFor();
    expect(
      await menu(page)
        .getByRole('link', { name: /Kullanıcılar/ })
        .count(),
    ).toBe(0);
    expect(
      await menu(page)
        .getByRole('link', { name: /Entegrasyonlar/ })
        .count(),
    ).toBe(0);
    expect(
      await menu(page)
        .getByRole('link', { name: /İletişim Mesajları/ })
        .count(),
    ).toBe(1);

    for (const path of ['/admin/users', '/admin/user-update?id=1', '/admin/settings/site']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Erişim Engellendi', level: 1 }).waitFor();
    }
    await screenshot(page, 'admin-part1-editor-denied-1440');

    // The server refuses the same calls whatever the page does.
    for (const path of ['/api/admin/users', '/api/admin/settings/site']) {
      const res = await fetch(`${adminURL}${path}`, {
        headers: {
          authorization: `Bearer ${token}`,
          cookie: `akademi_session=${sessionCookie}`,
          'x-requested-with': 'XMLHttpRequest',
        },
      });
      expect(res.status).toBe(403);
    }
    await closeAll(context);
  });
});
