import { describe, expect, it } from 'vitest';
import type { CourseListItem } from '../../shared/publicApi';
import { baseURL, contactMessagesFound, newPage, openSitePage, screenshot } from './fixtures';
import { mailAbout } from './mailbox';
import { useBrowserAndApi } from './useBrowser';

/*
 * Issue 13, "done when": a visitor's pre-registration and contact message made in the browser reach the
 * company (and the visitor's confirmation reaches the visitor) through real SMTP — scripts/e2e.mjs runs a
 * sink whose messages land in E2E_MAIL_DIR — and each submission is stored with its consent record.
 */

const phone = { width: 390, height: 844 };
const stamp = Date.now();
const e2e = useBrowserAndApi();

describe('e-mail and consent records', () => {
  it('a pre-registration on a phone tells the company and confirms to the visitor, with its consent', async () => {
    const courses = (
      (await (await fetch(`${baseURL}/api/pages/products`)).json()) as {
        data: CourseListItem[];
      }
    ).data;
    const course = courses.find((item) =>
      item.sessions.some((session) => session.seats_left === null || session.seats_left >= 2),
    )!;
    expect(course).toBeTruthy();
    const visitorEmail = `ogrenci-${stamp}@ornek.com.tr`;

    const { context, page } = await newPage(e2e.browser, phone);
    await openSitePage(page, `/kurs/${course.seo_name}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const session = course.sessions.find((item) => item.seats_left === null || item.seats_left >= 2)!;
    const row = page.locator('table tbody tr').nth(course.sessions.indexOf(session));
    await row.getByRole('button', { name: /^Ön Kayıt:/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/Adınız Soyadınız/).fill('Şükrü Çağlayan');
    await dialog.getByLabel(/E-posta Adresiniz/).fill(visitorEmail);
    await dialog.getByLabel(/Telefon Numaranız/).fill('0532 555 44 33');
    await dialog.getByLabel(/Katılımcı sayısı/).fill('1');
    await dialog.getByRole('checkbox', { name: /KVKK/ }).check();
    await dialog.getByRole('button', { name: 'Ön Kaydı Gönder' }).click();
    await page.getByRole('dialog', { name: 'Ön kaydınız alındı' }).waitFor();
    await screenshot(page, 'mail-pre-registration-phone');
    await context.close();

    const company = await mailAbout('Yeni ön kayıt', 'ofis@akademi.test', visitorEmail);
    expect(company.text).toContain(`E-Mail: ${visitorEmail}`);
    expect(company.text).toContain('Ad Soyad: Şükrü Çağlayan');
    const confirmation = await mailAbout('Ön kaydınız alındı', visitorEmail, 'Şükrü Çağlayan');
    expect(confirmation.text).toContain('Merhaba Şükrü Çağlayan');
    expect(confirmation.replyTo?.text).toBe('ofis@akademi.test');

    const listed = await e2e.api.get<{
      data: { items: Array<{ email: string; consent_version: string; consent_at: string }> };
    }>(`/api/admin/pre-registrations?search=${encodeURIComponent(visitorEmail)}`);
    expect(listed.data.items).toHaveLength(1);
    expect(listed.data.items[0].consent_version).toMatch(/@/);
    expect(Date.parse(listed.data.items[0].consent_at)).toBeGreaterThan(stamp - 60_000);
  });

  it('a contact message tells the company, replying to the visitor, and keeps its consent record', async () => {
    const subject = `Kurumsal teklif ${stamp}`;
    const { context, page } = await newPage(e2e.browser);
    await openSitePage(page, '/iletisim');
    const form = page.locator('form.contact-form');
    await form.getByLabel('Adınız Soyadınız').fill('İpek Güneş');
    await form.getByLabel('E-posta Adresiniz').fill('ipek@firma.com.tr');
    await form.getByLabel('Telefon Numaranız').fill('0532 111 22 33');
    await form.getByLabel('Konu').fill(subject);
    await form
      .getByLabel('Mesajınız')
      .fill('On iki kişilik ekibimiz için İSG eğitimi teklifi rica ediyoruz.');
    await form.getByRole('checkbox', { name: /KVKK Aydınlatma Metni/ }).check();
    await form.getByRole('button', { name: 'Gönder' }).click();
    await page.getByText('Mesajınız yetkililere iletildi', { exact: false }).first().waitFor();
    await context.close();

    const mail = await mailAbout(subject, 'ofis@akademi.test', 'İSG eğitimi');
    expect(mail.replyTo?.text).toBe('ipek@firma.com.tr');
    expect(mail.text).toContain('On iki kişilik ekibimiz için İSG eğitimi teklifi rica ediyoruz.');

    const [found] = await contactMessagesFound<{ id: number }>(e2e.api, subject);
    const message = await e2e.api.get<{
      data: { consent_version: string | null; consent_at: string | null };
    }>(`/api/admin/contact/${found.id}`);
    expect(message.data.consent_version).toMatch(/@/);
    expect(message.data.consent_at).toBeTruthy();
  });
});
