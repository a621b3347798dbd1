import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportFrom } from './csvExport';
import { postPublic, screenshot } from './fixtures';
import { useBrowserAndApi } from './useBrowser';
import { signedInPage } from './signedIn';

/*
 * Issue 14 (inboxes): a message from the site is exported as the CSV Excel reads in Turkish, found by its
 * Istanbul day, marked unread again from its page, moved to the trash and brought back with "Geri Al";
 * at 1366 and 390 px.
 */

const desktop = { width: 1366, height: 900 };
const phone = { width: 390, height: 844 };
const visitor = 'Çağrı Işıkgöz';
let subject: string;
let messageId: number;
const e2e = useBrowserAndApi();

/** Today and tomorrow in Istanbul (UTC+3 all year), as a date input takes them. */
const istanbulDay = (plusDays = 0) =>
  new Date(Date.now() + 3 * 3_600_000 + plusDays * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  subject = `Geri Al denemesi ${Date.now()}`;
  await postPublic('/api/contact', {
    name: visitor,
    email: 'cagri@example.com',
    phone: '0532 111 22 33',
    subject,
    message: 'Şirket içi eğitim için ılık bir öneri; teşekkürler.',
    kvkk_consent: '1',
  });
  const listed = await e2e.api.get<{ data: { items: { id: number }[] } }>(
    `/api/admin/contact?search=${encodeURIComponent(subject)}`,
  );
  messageId = listed.data.items[0].id;
});

afterAll(async () => {
  await e2e.api
    .send('PUT', '/api/admin/contact/trash', { trash_list: [messageId] })
    .then(() => e2e.api.send('DELETE', '/api/admin/contact', { delete_list: [messageId] }))
    .catch(() => undefined);
});

const rowOf = (page: Page) => page.getByRole('row').filter({ hasText: subject });
const stored = async () =>
  (await e2e.api.get<{ data: { check: number; section: string } }>(`/api/admin/contact/${messageId}`)).data;

describe('inbox: day filter, CSV, unread, restore', () => {
  it('filters by Istanbul day and exports the CSV with Turkish letters intact', async () => {
    const { context, page } = await signedInPage(e2e.browser, desktop);
    await page.goto('/admin/contact');
    await rowOf(page).waitFor();
    await page.getByLabel('Tarih (başlangıç)').fill(istanbulDay(1));
    await rowOf(page).waitFor({ state: 'detached' });
    await page.getByLabel('Tarih (başlangıç)').fill(istanbulDay());
    await page.getByLabel('Tarih (bitiş)').fill(istanbulDay());
    await rowOf(page).waitFor();
    await screenshot(page, 'admin-inbox-filter-1366');

    const lines = await exportFrom(page, /^iletisim-mesajlari-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(lines[0]).toBe(
      'Ad Soyad;E-Mail;Telefon;Konu;Mesaj;Tarih (İstanbul);Okundu;KVKK Onayı (İstanbul);Onaylanan Aydınlatma Metni',
    );
    const cells = lines.find((line) => line.includes(subject))!.split(';');
    expect(cells.slice(0, 4)).toEqual([visitor, 'cagri@example.com', '0532 111 22 33', subject]);
    expect(cells[4]).toBe('"Şirket içi eğitim için ılık bir öneri');
    expect(cells.at(-3)).toBe('Hayır');
    expect(cells.at(-1)).toMatch(/^KVKK Aydınlatma Metni, sürüm \d{2}\.\d{2}\.\d{4}$/);
    await page.getByLabel('Tarih (başlangıç)').fill('');
    await page.getByLabel('Tarih (bitiş)').fill('');
    await context.close();
  });

  it('marks it unread from its page, trashes it and brings it back with "Geri Al"', async () => {
    const { context, page } = await signedInPage(e2e.browser, desktop);
    await page.goto(`/admin/contact/${messageId}/show`);
    await page.getByText('Şirket içi eğitim için ılık bir öneri; teşekkürler.').waitFor();
    await expect.poll(async () => (await stored()).check, { timeout: 10_000 }).toBe(1);
    await screenshot(page, 'admin-inbox-item-1366');
    await page.getByRole('button', { name: 'Okunmadı olarak işaretle' }).click();
    await page.getByText('Okunmadı olarak işaretlendi.').waitFor();
    await rowOf(page).getByRole('img', { name: 'Okunmadı' }).waitFor();
    expect((await stored()).check).toBe(0);

    await rowOf(page).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Çöpe Taşı' }).click();
    await page.getByText('Çöpe Taşındı!').waitFor();
    await rowOf(page).waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Çöp Kutusu' }).click();
    await rowOf(page).getByRole('checkbox').check();
    await screenshot(page, 'admin-inbox-trash-selected-1366');
    await page.getByRole('button', { name: 'Geri Al' }).click();
    await page.getByText('Geri Alındı!').waitFor();
    await rowOf(page).waitFor({ state: 'detached' });
    expect(await stored()).toMatchObject({ section: 'mail', check: 0 });
    await page.getByRole('tab', { name: 'Gelen Kutusu' }).click();
    await rowOf(page).getByRole('img', { name: 'Okunmadı' }).waitFor();
    await context.close();
  });

  it('on a phone, restores from the item page in the trash', async () => {
    await e2e.api.send('PUT', '/api/admin/contact/trash', { trash_list: [messageId] });
    const { context, page } = await signedInPage(e2e.browser, phone);
    await page.goto(`/admin/contact/${messageId}/show`);
    await page.getByText('Bu kayıt çöp kutusunda.').waitFor();
    await screenshot(page, 'admin-inbox-trash-item-390');
    await page.getByRole('button', { name: 'Geri Al' }).click();
    await page.getByText('Geri Alındı!').waitFor();
    await expect.poll(async () => (await stored()).section, { timeout: 10_000 }).toBe('mail');
    await page.getByText('Bu kayıt çöp kutusunda.').waitFor({ state: 'detached' });
    await page.goto('/admin/contact');
    await page.getByText(subject).first().waitFor();
    await screenshot(page, 'admin-inbox-list-390');
    await context.close();
  });
});
