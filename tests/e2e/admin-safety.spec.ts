import type { Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct } from '../../shared/schemas/product';
import { createCourseWithSession, newPage, screenshot } from './fixtures';
import { useBrowserAndApi } from './useBrowser';
import { signedInPage } from './signedIn';

/*
 * Issue 14, items 1, 3 and 7 in the browser: an edited form warns before its edits are lost; a bad value on a
 * tab the user is not looking at blocks the save with the tab marked, the field focused and a Turkish message
 * (never the browser's English bubble); the company logo is uploaded, not typed, and reaches the site's
 * header; the English panel is English down to the page's lang attribute and its upper-casing, on a phone too.
 */

const desktop = { width: 1366, height: 900 };
const phone = { width: 390, height: 844 };
const e2e = useBrowserAndApi();
let course: AdminProduct;
let contractId: number;

beforeAll(async () => {
  course = await createCourseWithSession(e2e.api, {
    title: { tr: `Form Güvenliği ${Date.now()}` },
    startsInDays: 35,
    place: 'Bursa',
    seats: 10,
  });
  const contracts = await e2e.api.get<{ data: { items: { id: number }[] } }>('/api/admin/contracts');
  contractId = contracts.data.items[0].id;
});

afterAll(async () => {
  await e2e.api.send('DELETE', `/api/admin/products/${course?.id}`, {}).catch(() => undefined);
});

/** Whether the page's form turns the browser's own checks off (`noValidate`), so our messages show instead. */
const formValidatesItself = (page: Page) =>
  page
    .locator('form')
    .first()
    .evaluate((form) => (form as HTMLFormElement).noValidate);

/** Every write the page sends to the admin API from now on. */
function adminWrites(page: Page): Request[] {
  const writes: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/admin/') && request.method() !== 'GET') writes.push(request);
  });
  return writes;
}

describe('unsaved changes', () => {
  it('asks before a menu click drops an edited contract: cancel keeps the edit, confirm leaves', async () => {
    const { context, page } = await signedInPage(e2e.browser, desktop);
    await page.goto(`/admin/contracts/${contractId}`);
    const name = page.getByRole('textbox', { name: 'Sözleşme Adı (TR) *' });
    await name.waitFor();
    const original = await name.inputValue();
    await name.fill(`${original} (taslak)`);

    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('link', { name: 'İstatistikler', exact: true }).click();
    await expect.poll(() => asked.length, { timeout: 5_000 }).toBe(1);
    expect(asked[0]).toBe('Bazı değişiklikleriniz kaydedilmedi. Yine de çıkmak istiyor musunuz?');
    expect(new URL(page.url()).pathname).toBe(`/admin/contracts/${contractId}`);
    expect(await name.inputValue()).toBe(`${original} (taslak)`);

    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('link', { name: 'İstatistikler', exact: true }).click();
    await page.waitForURL('**/admin/dashboard');
    expect(asked).toHaveLength(2);
    const stored = await e2e.api.get<{ data: { name: { tr: string } } }>(
      `/api/admin/contracts/${contractId}`,
    );
    expect(stored.data.name.tr).toBe(original);
    await context.close();
  });

  it('asks the browser to confirm a reload while the home hero holds edits', async () => {
    const { context, page } = await signedInPage(e2e.browser, desktop);
    await page.goto('/admin/pages/home');
    const field = page.getByRole('textbox').first();
    await field.waitFor();
    await field.fill(`${await field.inputValue()} değişti`);
    let kind = '';
    page.once('dialog', (dialog) => {
      kind = dialog.type();
      void dialog.dismiss();
    });
    // Chromium shows beforeunload prompts only for a page the user has interacted with (the fill above).
    await page.reload({ timeout: 3_000 }).catch(() => undefined);
    expect(kind).toBe('beforeunload');
    await context.close();
  });
});

describe('validation in Turkish, on the tab that holds the error', () => {
  it('blocks a negative seat count from another tab: no request, the tab marked, the field focused', async () => {
    const { context, page } = await signedInPage(e2e.browser, desktop);
    await page.goto(`/admin/products/${course.id}`);
    const sessionsTab = page.getByRole('tab', { name: 'Oturumlar' });
    await sessionsTab.click();
    const seats = page.getByLabel('Kontenjan').first();
    await seats.fill('-3');
    await page.getByRole('tab', { name: 'SEO' }).click();
    // The tab switch is a router transition: saved before it shows, the sessions tab would still be on screen.
    await seats.waitFor({ state: 'hidden' });
    const writes = adminWrites(page);
    await page.getByRole('button', { name: 'Kaydet' }).click();

    await expect.poll(() => sessionsTab.getAttribute('aria-selected'), { timeout: 5_000 }).toBe('true');
    expect(await sessionsTab.evaluate((tab) => tab.classList.contains('error'))).toBe(true);
    await expect
      .poll(() => seats.evaluate((input) => input === document.activeElement), { timeout: 10_000 })
      .toBe(true);
    await page.getByText('Geçersiz Değer').first().waitFor();
    expect(await formValidatesItself(page)).toBe(true);
    await page.waitForTimeout(500);
    expect(writes).toHaveLength(0);
    await screenshot(page, 'admin-safety-seats-error-1366');
    await context.close();
  });

  it('answers a bad e-mail address in Turkish, not with a browser bubble', async () => {
    const { context, page } = await signedInPage(e2e.browser, desktop);
    await page.goto('/admin/users/create');
    await page.getByLabel('Ad Soyad').fill('Deneme Kişi');
    await page.getByLabel('E-Mail').fill('kisi.ornek.com');
    const writes = adminWrites(page);
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByText('Geçerli E-Mail Adresi Giriniz').waitFor();
    expect(await formValidatesItself(page)).toBe(true);
    expect(writes).toHaveLength(0);
    await context.close();
  });
});

describe('company logo', () => {
  const logoPng = () =>
    sharp({
      create: { width: 480, height: 120, channels: 4, background: { r: 200, g: 30, b: 60, alpha: 1 } },
    })
      .png()
      .toBuffer();

  async function companyForm(page: Page) {
    await page.goto('/admin/settings/company');
    await page.getByRole('textbox', { name: 'Ana Logo' }).waitFor();
  }

  it('uploads a PNG, previews it, saves it, and the site header shows it', async () => {
    const { context, page } = await signedInPage(e2e.browser, desktop);
    await companyForm(page);
    await page.getByTestId('main_logo_path-file').setInputFiles({
      name: 'yeni-logo.png',
      mimeType: 'image/png',
      buffer: await logoPng(),
    });
    await page.getByText('Görsel yüklendi: kaydetmeyi unutmayın').waitFor();
    const path = await page.getByRole('textbox', { name: 'Ana Logo' }).inputValue();
    expect(path).toMatch(/^\/uploads\/.+\.webp$/);
    const preview = page.getByRole('img', { name: 'Ana Logo önizlemesi' });
    await expect
      .poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 5_000 })
      .toBeGreaterThan(0);
    await screenshot(page, 'admin-safety-logo-upload-1366');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByText('Güncellendi!').waitFor();

    const site = (await newPage(e2e.browser, desktop)).page;
    await site.goto('/');
    const logo = site.locator('img.navbar__logo');
    expect(await logo.getAttribute('src')).toBe(path);
    await expect
      .poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 5_000 })
      .toBeGreaterThan(0);
    await site.context().close();
    await context.close();
  });

  it('refuses a file that is no image, and a typed /uploads/ path that names no file', async () => {
    const { context, page } = await signedInPage(e2e.browser, desktop);
    await companyForm(page);
    const before = await page.getByRole('textbox', { name: 'Ana Logo' }).inputValue();
    await page.getByTestId('main_logo_path-file').setInputFiles({
      name: 'fatura.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 not a logo'),
    });
    await page.getByText('Yalnızca JPEG, PNG veya WebP görsel yüklenebilir: fatura.pdf').waitFor();
    // A text file named like a PNG passes the browser's check; the server reads its content and refuses it.
    await page.getByTestId('main_logo_path-file').setInputFiles({
      name: 'sahte.png',
      mimeType: 'image/png',
      buffer: Buffer.from('bu bir görsel değil'),
    });
    await page.getByText('Başarısız! Yalnızca JPEG, PNG veya WebP görsel yüklenebilir (sahte.png)').waitFor();
    expect(await page.getByRole('textbox', { name: 'Ana Logo' }).inputValue()).toBe(before);

    await page.getByRole('textbox', { name: 'Ana Logo' }).fill('/uploads/olmayan-logo.webp');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByText('Bu dosya sunucuda yok: görseli yükleyin').waitFor();
    const stored = await e2e.api.get<{ data: { main_logo_path: string } }>('/api/admin/settings/company');
    expect(stored.data.main_logo_path).toBe(before);
    await screenshot(page, 'admin-safety-logo-missing-1366');
    await context.close();
  });
});

describe('English panel', () => {
  async function toEnglish(page: Page) {
    await page.getByRole('button', { name: /^(Dil|Language):/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 5_000 })
      .toBe('en');
  }

  it('sets lang="en", upper-cases menu groups with English rules and names the role in English', async () => {
    const { context, page } = await signedInPage(e2e.browser, desktop);
    await page.goto('/admin/dashboard');
    await page.getByText('Yayındaki Eğitimler').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('tr');
    await toEnglish(page);
    const group = page.getByText('Content Operations', { exact: true });
    await group.waitFor();
    expect(await group.evaluate((node) => (node as HTMLElement).innerText)).toBe('CONTENT OPERATIONS');
    // The seeded administrator is called 'Yönetici' too: the role is the profile button's last line.
    const profile = page.getByRole('button', { name: 'Profile menu' });
    expect((await profile.innerText()).split('\n').at(-1)).toBe('Administrator');
    await page.goto('/admin/users');
    await page.getByRole('cell', { name: 'Administrator' }).first().waitFor();
    await screenshot(page, 'admin-safety-english-users-1366');
    await context.close();
  });

  it('keeps the list title and the language switch on a 390 px phone', async () => {
    const { context, page } = await signedInPage(e2e.browser, phone);
    await page.goto('/admin/contracts');
    const title = page.locator('#react-admin-title');
    await expect.poll(() => title.innerText(), { timeout: 10_000 }).toBe('Sözleşmeler');
    expect(await title.isVisible()).toBe(true);
    await toEnglish(page);
    await expect.poll(() => title.innerText(), { timeout: 10_000 }).toBe('Contracts');
    // The phone list's search box and times follow the language too (they were 'Ara' and '… önce').
    await page.getByPlaceholder('Search').waitFor();
    const list = page.locator('#main-content');
    await expect.poll(() => list.innerText(), { timeout: 10_000 }).toMatch(/ ago\b/);
    expect(await list.innerText()).not.toMatch(/önce/);
    const box = (await page.getByRole('button', { name: /^Language:/ }).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await screenshot(page, 'admin-safety-phone-list-390');
    await context.close();
  });
});
