import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminPreRegistration } from '../../shared/schemas/preRegistration';
import type { AdminProduct } from '../../shared/schemas/product';
import { exportFrom } from './csvExport';
import { createCourseWithSession, postPublic, screenshot } from './fixtures';
import { useBrowserAndApi } from './useBrowser';
import { signedInPage } from './signedIn';

/*
 * Issue 13, the back office side: a visitor's pre-registration (made through the public API, CSRF and all)
 * shows in Ön Kayıtlar; the office manager moves it yeni → arandı → kesinleşti with a note, filters by
 * status, exports the CSV (BOM, Turkish headers and letters), finds the count on the course's sessions tab
 * and on the dashboard, and deletes it on request. Screens looked at 1366 px and 390 px wide.
 */

const desktop = { width: 1366, height: 900 };
const phone = { width: 390, height: 844 };
const visitor = 'Şule Çağrı Işıkoğlu';
const company = 'Öğretmen Ağı Ltd. Şti.';
const e2e = useBrowserAndApi();
let course: AdminProduct;
let title: string;
let registrationId: number;

beforeAll(async () => {
  // A course of its own, one session four weeks ahead at 09:30 Turkish time, so no other test shares it.
  title = `Ön Kayıt Yönetimi ${Date.now()}`;
  course = await createCourseWithSession(e2e.api, {
    title: { tr: title },
    startsInDays: 28,
    place: 'İzmir',
    seats: 12,
  });

  await postPublic('/api/pre-registrations', {
    session_id: course.sessions[0].id,
    name: visitor,
    email: 'sule@ogretmenagi.com.tr',
    phone: '0532 555 44 33',
    company,
    participants: 3,
    note: 'Fatura şirkete kesilecek; öğle yemeği dahil mi?',
    kvkk_consent: '1',
  });
  const listed = await e2e.api.get<{ data: { items: AdminPreRegistration[] } }>(
    `/api/admin/pre-registrations?search=${encodeURIComponent('Işıkoğlu')}`,
  );
  registrationId = listed.data.items[0].id;
});

const stored = async () =>
  (await e2e.api.get<{ data: AdminPreRegistration }>(`/api/admin/pre-registrations/${registrationId}`)).data;

const rowOf = (page: Page) => page.getByRole('row').filter({ hasText: visitor });

async function chooseStatus(page: Page, status: string) {
  await page.getByRole('combobox', { name: 'Durum' }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
}

async function saveStatus(page: Page, step: string, note: string) {
  const pipeline = page.getByRole('group', { name: 'Durum' });
  await pipeline.getByRole('button', { name: step, exact: true }).click();
  await page.getByLabel('Ofis Notu').fill(note);
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await page.getByText('Güncellendi!').waitFor();
  await page
    .getByText('Güncellendi!')
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  expect(await pipeline.getByRole('button', { name: step, exact: true }).getAttribute('aria-pressed')).toBe(
    'true',
  );
}

describe('Ön Kayıtlar in the back office', () => {
  it('shows a new pre-registration; the office moves it yeni → arandı → kesinleşti with a note', async () => {
    const { context, page } = await signedInPage(e2e.browser, desktop);
    await page.goto('/admin/dashboard');
    const card = page.getByRole('link', { name: /Yeni Ön Kayıtlar/ });
    await card.waitFor();
    const newCount = (
      await e2e.api.get<{ data: { count: number } }>('/api/admin/pre-registrations/new-count')
    ).data.count;
    expect(newCount).toBeGreaterThan(0);
    expect(await card.textContent()).toContain(String(newCount));
    await screenshot(page, 'admin-pre-registrations-dashboard-1366');

    // The dashboard card opens the list filtered by 'new'.
    await card.click();
    await page.waitForURL(/\/admin\/pre-registrations\?/);
    const row = rowOf(page);
    await row.waitFor();
    expect(await row.textContent()).toContain(title);
    expect(await row.textContent()).toContain('İzmir');
    expect(await row.textContent()).toContain(company);
    expect(await row.getByText('Yeni', { exact: true }).count()).toBe(1);
    expect(await row.getByText(visitor).evaluate((el) => getComputedStyle(el).fontWeight)).toBe('700');
    const badge = page
      .getByRole('navigation', { name: 'Menü' })
      .getByRole('link', { name: /Ön Kayıtlar/ })
      .locator('.MuiBadge-badge');
    const badgeCount = async () =>
      (await badge.getAttribute('class'))?.includes('MuiBadge-invisible') ? '0' : await badge.textContent();
    await expect.poll(badgeCount, { timeout: 10_000 }).toBe(String(newCount));
    await screenshot(page, 'admin-pre-registrations-list-1366');

    await row.getByText(visitor).click();
    await page.getByRole('heading', { name: visitor, exact: true }).waitFor();
    expect(await page.getByText('Fatura şirkete kesilecek; öğle yemeği dahil mi?').count()).toBe(1);
    // The notice accepted, by its name and version day (issue 29), not its stored id.
    expect(await page.getByText(/^KVKK Aydınlatma Metni, sürüm \d{2}\.\d{2}\.\d{4}$/).count()).toBe(1);
    expect(await page.getByText(/kvkk-aydinlatma-metni@/).count()).toBe(0);
    expect(await page.getByText(/KVKK Aydınlatma Metni’ni onayladı/).count()).toBe(1);

    await saveStatus(page, 'Arandı', 'Salı günü arandı, teklif gönderilecek');
    expect(await stored()).toMatchObject({
      status: 'called',
      owner_note: 'Salı günü arandı, teklif gönderilecek',
    });
    await expect.poll(badgeCount, { timeout: 10_000 }).toBe(String(newCount - 1));

    await saveStatus(page, 'Kesinleşti', 'Teklif onaylandı, 3 kişi katılacak');
    expect(await stored()).toMatchObject({
      status: 'confirmed',
      owner_note: 'Teklif onaylandı, 3 kişi katılacak',
    });
    await screenshot(page, 'admin-pre-registrations-edit-1366');
    await context.close();
  });

  it('filters by status and exports the CSV Excel reads in Turkish', async () => {
    const { context, page } = await signedInPage(e2e.browser, desktop);
    await page.goto('/admin/pre-registrations');
    await rowOf(page).waitFor();

    await chooseStatus(page, 'Yeni');
    await expect.poll(() => page.url()).toContain(encodeURIComponent('"status":"new"'));
    await rowOf(page).waitFor({ state: 'detached' });
    await chooseStatus(page, 'Kesinleşti');
    await rowOf(page).waitFor();
    expect(await rowOf(page).getByText('Kesinleşti', { exact: true }).count()).toBe(1);

    const lines = await exportFrom(page, /^on-kayitlar-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(lines[0]).toBe(
      'Eğitim;Oturum Tarihi;Yer;Ad Soyad;E-posta;Telefon;Firma;Katılımcı;Bekleme Listesi;Durum;' +
        'Ziyaretçinin Notu;Ofis Notu;Kayıt Tarihi;Onaylanan Aydınlatma Metni;Onay Zamanı',
    );
    const line = lines.find((text) => text.includes(visitor));
    expect(line).toBeDefined();
    const cells = line!.split(';');
    expect(cells[0]).toBe(title);
    expect(cells[1]).toMatch(/^\d{1,2}\.\d{1,2}\.\d{4} - 09:30$/);
    expect(cells.slice(2, 10)).toEqual([
      'İzmir',
      visitor,
      'sule@ogretmenagi.com.tr',
      '0532 555 44 33',
      company,
      '3',
      'Hayır',
      'Kesinleşti',
    ]);
    // Only what the filter selected: every line is a confirmed one.
    for (const text of lines.slice(1)) expect(text).toContain(';Kesinleşti;');
    await context.close();
  });

  it("shows the session's count on the course's sessions tab, linking to the list filtered by it", async () => {
    const { context, page } = await signedInPage(e2e.browser, desktop);
    await page.goto(`/admin/products/${course.id}`);
    await page.getByRole('tab', { name: 'Oturumlar' }).click();
    const link = page.getByRole('link', { name: /oturumu: 1 ön kayıt/ });
    await link.waitFor();
    expect(await link.textContent()).toBe('1 ön kayıt');
    expect(await page.getByText('Dolu: 3 / 12').count()).toBe(1);
    await screenshot(page, 'admin-pre-registrations-sessions-1366');
    await link.click();
    await page.waitForURL(/\/admin\/pre-registrations\?/);
    await rowOf(page).waitFor();
    expect(await page.getByRole('row').count()).toBe(2);
    await context.close();
  });

  it('reads well on a phone, and deletes the record on request after the confirmation', async () => {
    const { context, page } = await signedInPage(e2e.browser, phone);
    await page.goto('/admin/pre-registrations');
    const item = page.getByRole('link').filter({ hasText: visitor });
    await item.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await screenshot(page, 'admin-pre-registrations-list-390');

    await item.click();
    await page.getByRole('heading', { name: visitor, exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await screenshot(page, 'admin-pre-registrations-edit-390');

    await page.getByRole('button', { name: 'Kalıcı Olarak Sil' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Emin Misin?!').waitFor();
    await dialog.getByRole('button', { name: 'Evet, Sil!' }).click();
    await page.getByText('Silindi!').waitFor();
    await page.waitForURL(/\/admin\/pre-registrations$/);
    await expect
      .poll(
        async () =>
          (
            await e2e.api.get<{ data: { total: number } }>(
              `/api/admin/pre-registrations?search=${encodeURIComponent('Işıkoğlu')}`,
            )
          ).data.total,
      )
      .toBe(0);
    await context.close();
  });
});
