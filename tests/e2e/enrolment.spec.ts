import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicCategory } from '../../shared/publicApi';
import type { AdminProduct } from '../../shared/schemas/product';
import { apiClient, baseURL, launchBrowser, newPage, openSitePage, screenshot } from './fixtures';

/*
 * Issue 13 on a phone (390 × 844): visitors pre-register for a session of three seats and see the count drop,
 * the last seats are taken, the next visitor is offered the waiting list; the session's .ics file downloads.
 */

const phone = { width: 390, height: 844 };
let browser: Browser;
let seoName: string;
let title: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const api = await apiClient();
  const categories = (await (await fetch(`${baseURL}/api/pages/categories`)).json()) as {
    data: PublicCategory[];
  };
  // A course of its own with one session of three seats, three weeks ahead, so no other test shares it.
  const stamp = Date.now();
  title = `Ön Kayıt Denemesi ${stamp}`;
  const starts = new Date(Date.now() + 21 * 86_400_000);
  starts.setUTCHours(6, 30, 0, 0);
  const ends = new Date(starts.getTime() + 24 * 3_600_000 + 7.5 * 3_600_000);
  const created = await api.send<{ data: AdminProduct }>('POST', '/api/admin/products', {
    category_id: categories.data[0].id,
    title: { tr: title, en: `Pre-registration trial ${stamp}` },
    summary: { tr: 'Kontenjanlı deneme oturumu', en: 'A trial session with seats' },
    price: { tr: '3.900 TL + KDV', en: '3,900 TRY + VAT' },
    duration: { tr: '2 gün', en: '2 days' },
    sessions: [
      {
        starts_at: starts.toISOString(),
        ends_at: ends.toISOString(),
        place: 'Ankara',
        is_online: 0,
        seats: 3,
      },
    ],
  });
  seoName = created.data.seo_name;
});

afterAll(async () => {
  await browser?.close();
});

async function openCourse() {
  const { context, page } = await newPage(browser, phone);
  await openSitePage(page, `/kurs/${seoName}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  // The course's one session (on a phone the table's head row is hidden).
  const row = page.getByRole('table', { name: 'Eğitim Tarihleri' }).locator('tbody tr').first();
  return { context, page, row };
}

async function fillForm(page: Page, name: string, email: string, participants: number) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Adınız Soyadınız/).fill(name);
  await dialog.getByLabel(/E-posta Adresiniz/).fill(email);
  await dialog.getByLabel(/Telefon Numaranız/).fill('0532 555 44 33');
  await dialog.getByLabel(/Firma/).fill('Örnek Çelik A.Ş.');
  await dialog.getByLabel(/Katılımcı sayısı/).fill(String(participants));
  await dialog.getByRole('checkbox', { name: /KVKK/ }).check();
  return dialog;
}

describe('pre-registration on a phone', () => {
  it('keeps price and Ön Kayıt on screen, takes a registration and drops the seat count at once', async () => {
    const { context, page, row } = await openCourse();
    await expect.poll(() => row.textContent()).toContain('Son 3 kontenjan');
    // The phone's bar: price and the action without scrolling 2,000 px down.
    const bar = page.locator('.enrol-bar');
    expect(await bar.isVisible()).toBe(true);
    expect(await bar.textContent()).toContain('3.900 TL + KDV');
    const box = await bar.getByRole('button', { name: /^Ön Kayıt:/ }).boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(phone.height);
    await screenshot(page, 'enrolment-course-phone');

    await bar.getByRole('button', { name: /^Ön Kayıt:/ }).click();
    const dialog = await fillForm(page, 'Ayşe Yılmaz', 'ayse@firma.com.tr', 1);
    expect(await dialog.textContent()).toContain('Ankara');
    await dialog.getByRole('button', { name: 'Ön Kaydı Gönder' }).click();
    await page.getByRole('dialog', { name: 'Ön kaydınız alındı' }).waitFor();
    await screenshot(page, 'enrolment-registered-phone');
    await page.getByRole('button', { name: 'Tamam' }).click();
    await expect.poll(() => row.textContent()).toContain('Son 2 kontenjan');
    // A fresh page agrees: the count came from the server, not only from this page's memory.
    await page.reload();
    await expect.poll(() => row.textContent()).toContain('Son 2 kontenjan');
    await context.close();
  });

  it('fills the last seats, and the next visitor is offered the waiting list', async () => {
    // The next visitor opens the page while two seats are still shown.
    const late = await openCourse();
    await expect.poll(() => late.row.textContent()).toContain('Son 2 kontenjan');

    const first = await openCourse();
    await first.row.getByRole('button', { name: /^Ön Kayıt:/ }).click();
    const dialog = await fillForm(first.page, 'Mehmet Öztürk', 'mehmet@firma.com.tr', 2);
    await dialog.getByRole('button', { name: 'Ön Kaydı Gönder' }).click();
    await first.page.getByRole('dialog', { name: 'Ön kaydınız alındı' }).waitFor();
    await first.page.getByRole('button', { name: 'Tamam' }).click();
    await expect.poll(() => first.row.textContent()).toContain('Kontenjan dolu');
    await first.context.close();

    // The late visitor still sees a seat, asks for it and is offered the waiting list instead.
    await late.row.getByRole('button', { name: /^Ön Kayıt:/ }).click();
    const lateDialog = await fillForm(late.page, 'Şule Çınar', 'sule@firma.com.tr', 1);
    await lateDialog.getByRole('button', { name: 'Ön Kaydı Gönder' }).click();
    const offer = lateDialog.getByRole('alert');
    await offer.waitFor();
    expect(await offer.textContent()).toContain('Bekleme listesine yazılabilirsiniz');
    expect(await lateDialog.getByLabel(/Adınız Soyadınız/).inputValue()).toBe('Şule Çınar');
    await screenshot(late.page, 'enrolment-waitlist-offer-phone');
    await offer.getByRole('button', { name: 'Bekleme listesine yazıl' }).click();
    await late.page.getByRole('dialog', { name: 'Bekleme listesine alındınız' }).waitFor();
    await late.page.getByRole('button', { name: 'Tamam' }).click();
    await expect.poll(() => late.row.textContent()).toContain('Kontenjan dolu');
    await late.context.close();

    // Anyone coming now sees the session full, with the waiting list as its action.
    const next = await openCourse();
    await expect.poll(() => next.row.textContent()).toContain('Kontenjan dolu');
    await next.page
      .locator('.enrol-bar')
      .getByRole('button', { name: /^Bekleme listesine yazıl:/ })
      .click();
    const waitlistDialog = next.page.getByRole('dialog', { name: 'Bekleme Listesi' });
    await waitlistDialog.waitFor();
    const submit = waitlistDialog.getByRole('button', { name: 'Bekleme Listesine Yazıl', exact: true });
    // The form loads on first use: wait for it rather than look once.
    await submit.waitFor();
    await screenshot(next.page, 'enrolment-waitlist-phone');
    await next.context.close();
  });

  it('downloads the session’s calendar file and links Google and Outlook', async () => {
    const { context, page, row } = await openCourse();
    await row.getByText('Takvime ekle').click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('link', { name: 'Takvim dosyası (.ics)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${seoName}-\\d{4}-\\d{2}-\\d{2}\\.ics$`));
    const text = fs.readFileSync((await download.path()) ?? '', 'utf8');
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain(`SUMMARY:${title}`);
    expect(text).toMatch(/DTSTART;TZID=Europe\/Istanbul:\d{8}T093000/);
    expect(text).toContain('LOCATION:Ankara');
    const google = await row.getByRole('link', { name: /Google Takvim/ }).getAttribute('href');
    expect(new URL(google ?? '').searchParams.get('text')).toBe(title);
    const outlook = await row.getByRole('link', { name: /Outlook/ }).getAttribute('href');
    expect(new URL(outlook ?? '').searchParams.get('location')).toBe('Ankara');
    await context.close();
  });
});
