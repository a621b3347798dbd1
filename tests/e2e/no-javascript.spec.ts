import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  baseURL,
  consentCookie,
  contactMessagesFound,
  createCourseWithSession,
  screenshot,
  viewports,
} from './fixtures';
import { useBrowserAndApi } from './useBrowser';

/*
 * Issue 32: every visitor path without JavaScript. The phone's menu and the language link are plain links;
 * the contact form and pre-registration are plain form posts (server/routes/public/scriptlessForms.ts) that
 * come back to the page, which says they were sent; a refused post shows each message with what was typed.
 */

const e2e = useBrowserAndApi();
let seoName: string;
let title: string;

beforeAll(async () => {
  // A course of its own with one session a month ahead.
  const stamp = Date.now();
  title = `Betiksiz Ön Kayıt ${stamp}`;
  const created = await createCourseWithSession(e2e.api, {
    title: { tr: title, en: `Pre-registration without scripts ${stamp}` },
    startsInDays: 30,
    hours: 7.5,
    place: 'Ankara',
    seats: 10,
    details: {
      summary: { tr: 'Betiksiz ön kayıt denemesi', en: 'Pre-registration without scripts' },
      duration: { tr: '1 gün', en: '1 day' },
    },
  });
  seoName = created.seo_name;
});

/** A visitor whose browser runs no JavaScript (the cookie choice made, so no banner covers the page). */
async function scriptlessPage(
  viewport: { width: number; height: number } = viewports.desktop,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await e2e.browser.newContext({
    baseURL,
    viewport,
    locale: 'tr-TR',
    javaScriptEnabled: false,
  });
  await context.addCookies([consentCookie('rejected')]);
  return { context, page: await context.newPage() };
}

async function fillContact(page: Page, values: Record<'name' | 'email' | 'subject' | 'message', string>) {
  const form = page.locator('form#iletisim-formu');
  await form.getByLabel(/Adınız Soyadınız/).fill(values.name);
  await form.getByLabel(/E-posta Adresiniz/).fill(values.email);
  await form.getByLabel(/Telefon Numaranız/).fill('0 532 555 12 34');
  await form.getByLabel(/^Konu/).fill(values.subject);
  await form.getByLabel(/Mesajınız/).fill(values.message);
  return form;
}

describe('without JavaScript', () => {
  it('the phone’s menu opens and the language link leads to the English page', async () => {
    const { context, page } = await scriptlessPage(viewports.mobile);
    await page.goto('/egitim-takvimi');
    expect(await page.locator('#site-menu').isVisible()).toBe(false);
    await page.getByRole('link', { name: 'Menüyü aç' }).click();
    await expect.poll(() => page.locator('#site-menu').isVisible()).toBe(true);
    expect(
      await page
        .getByRole('navigation', { name: 'Ana menü' })
        .getByRole('link', { name: 'İletişim' })
        .isVisible(),
    ).toBe(true);
    await screenshot(page, 'site-no-js-menu-375');

    await page.locator('a.lang-switch__link[hreflang="en"] >> visible=true').first().click();
    await page.waitForURL('**/en/egitim-takvimi');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(1);
    await context.close();
  });

  it('sends the contact form, and the message reaches the back office', async () => {
    const { context, page } = await scriptlessPage();
    await page.goto('/iletisim');
    const stamp = `nojs-${Date.now()}`;
    const form = await fillContact(page, {
      name: 'Şule Çağlayan',
      email: `${stamp}@example.com`,
      subject: `Betiksiz iletişim ${stamp}`,
      message: 'JavaScript olmadan gönderilen mesaj.',
    });
    await form.getByRole('checkbox', { name: /KVKK/ }).check();
    await form.getByRole('button', { name: 'Gönder' }).click();
    await page.waitForURL('**/iletisim?gonderildi=1#iletisim-formu');
    const sent = page.locator('#iletisim-formu').getByRole('status');
    expect(await sent.textContent()).toContain('Gönderildi!');
    expect(await sent.textContent()).toContain('yetkililere iletildi');
    await screenshot(page, 'site-no-js-contact-sent');

    const stored = await contactMessagesFound(e2e.api, stamp);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: 'Şule Çağlayan',
      email: `${stamp}@example.com`,
      message: 'JavaScript olmadan gönderilen mesaj.',
    });
    await context.close();
  });

  it('a refused contact post shows each message with what was typed, and can be sent from there', async () => {
    const { context, page } = await scriptlessPage();
    await page.goto('/iletisim');
    const stamp = `nojs-refused-${Date.now()}`;
    const form = await fillContact(page, {
      name: 'Kaan Öğüt',
      email: `${stamp}@example.com`,
      subject: `Onaysız ${stamp}`,
      message: 'Onay kutusu işaretlenmedi.',
    });
    // No consent: the server refuses and answers the contact page again, everything typed kept.
    const answer = page.waitForResponse((response) => response.url().endsWith('/forms/contact'));
    await form.getByRole('button', { name: 'Gönder' }).click();
    expect((await answer).status()).toBe(422);
    const refused = page.locator('form#iletisim-formu');
    await refused.getByText('Devam etmek için KVKK Aydınlatma Metni’ni onaylayınız').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('İletişim');
    expect(await refused.getByLabel(/Adınız Soyadınız/).inputValue()).toBe('Kaan Öğüt');
    expect(await refused.getByLabel(/^Konu/).inputValue()).toBe(`Onaysız ${stamp}`);
    expect(await refused.getByLabel(/Mesajınız/).inputValue()).toBe('Onay kutusu işaretlenmedi.');
    const consent = refused.getByRole('checkbox', { name: /KVKK/ });
    expect(await consent.getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'site-no-js-contact-refused');

    expect(await contactMessagesFound(e2e.api, stamp)).toHaveLength(0);
    // Ticked on the refusal's page, the same values go through and lead back to the contact page.
    await consent.check();
    await refused.getByRole('button', { name: 'Gönder' }).click();
    await page.waitForURL('**/iletisim?gonderildi=1#iletisim-formu');
    expect(await contactMessagesFound(e2e.api, stamp)).toHaveLength(1);
    await context.close();
  });

  it('pre-registers for a session from the course page', async () => {
    const { context, page } = await scriptlessPage(viewports.mobile);
    await page.goto(`/kurs/${seoName}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const row = page.getByRole('table', { name: 'Eğitim Tarihleri' }).locator('tbody tr').first();
    await row.getByRole('button', { name: /^Ön Kayıt:/ }).click();
    await page.waitForURL(/\?oturum=\d+#on-kayit$/);

    const section = page.locator('#on-kayit');
    expect(await section.getByRole('heading', { level: 2 }).textContent()).toBe('Ön Kayıt');
    const email = `nojs-pr-${Date.now()}@example.com`;
    await section.getByLabel(/Adınız Soyadınız/).fill('Mehmet Öztürk');
    await section.getByLabel(/E-posta Adresiniz/).fill(email);
    await section.getByLabel(/Telefon Numaranız/).fill('0532 555 44 33');
    await section.getByLabel(/Firma/).fill('Örnek Çelik A.Ş.');
    await section.getByLabel(/Katılımcı sayısı/).fill('2');
    await section.getByRole('checkbox', { name: /KVKK/ }).check();
    await screenshot(page, 'site-no-js-pre-registration-375');
    await section.getByRole('button', { name: 'Ön Kaydı Gönder' }).click();
    await page.waitForURL(`**/kurs/${seoName}?gonderildi=1#on-kayit`);
    expect(await page.locator('#on-kayit').getByRole('status').textContent()).toContain('Ön kaydınız alındı');

    const stored = await e2e.api.get<{ data: { items: Array<Record<string, unknown>> } }>(
      `/api/admin/pre-registrations?search=${encodeURIComponent(email)}`,
    );
    expect(stored.data.items).toHaveLength(1);
    expect(stored.data.items[0]).toMatchObject({ name: 'Mehmet Öztürk', participants: 2 });
    await context.close();
  });
  it('sends the careers form with its CV, and the application reaches the back office', async () => {
    const { context, page } = await scriptlessPage(viewports.mobile);
    await page.goto('/kariyer');
    // "Başvur" on an open position leads to the form with that position filled in.
    const apply = page.getByRole('link', { name: /^Başvur: / }).first();
    const positionTitle = ((await apply.getAttribute('aria-label')) ?? '').replace(/^Başvur: /, '');
    await apply.click();
    await page.waitForURL(/\/kariyer\?pozisyon=[^#]+#basvuru-formu$/);
    const stamp = `nojs-hr-${Date.now()}`;
    const form = page.locator('form#basvuru-formu');
    expect(await form.getByLabel(/Başvurduğunuz Pozisyon/).inputValue()).toBe(positionTitle);
    await form.getByLabel(/Adınız Soyadınız/).fill('Çağla Şükrüoğlu');
    await form.getByLabel(/E-posta Adresiniz/).fill(`${stamp}@example.com`);
    await form.getByLabel(/Telefon Numaranız/).fill('0532 555 12 34');
    await form.getByLabel(/Başvurduğunuz Pozisyon/).fill('Eğitim Koordinatörü');
    await form.getByLabel(/Ön Yazı/).fill('JavaScript olmadan gönderilen başvuru.');

    // First without a CV: the careers page comes back with the message, everything typed kept.
    await form.getByRole('checkbox', { name: /KVKK/ }).check();
    const answer = page.waitForResponse((response) => response.url().endsWith('/forms/human-resources'));
    await form.getByRole('button', { name: 'Gönder' }).click();
    expect((await answer).status()).toBe(422);
    const refused = page.locator('form#basvuru-formu');
    await refused.getByText('Lütfen Özgeçmişinizi (CV) Ekleyiniz').waitFor();
    expect(await refused.getByLabel(/Adınız Soyadınız/).inputValue()).toBe('Çağla Şükrüoğlu');
    expect(await refused.getByLabel(/Ön Yazı/).inputValue()).toBe('JavaScript olmadan gönderilen başvuru.');
    expect(await refused.getByRole('checkbox', { name: /KVKK/ }).isChecked()).toBe(true);
    await screenshot(page, 'site-no-js-career-refused-375');

    // With the CV chosen, the post goes through and the page says so.
    await refused.getByLabel(/Özgeçmiş \(CV\)/).setInputFiles({
      name: 'özgeçmiş.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n'),
    });
    await refused.getByRole('button', { name: 'Gönder' }).click();
    await page.waitForURL('**/kariyer?gonderildi=1#basvuru-formu');
    expect(await page.locator('#basvuru-formu').getByRole('status').textContent()).toContain('Gönderildi!');
    await screenshot(page, 'site-no-js-career-sent-375');

    const stored = await e2e.api.get<{ data: { items: Record<string, unknown>[] } }>(
      `/api/admin/human-resources?search=${encodeURIComponent(stamp)}`,
    );
    expect(stored.data.items).toHaveLength(1);
    expect(stored.data.items[0]).toMatchObject({
      name: 'Çağla Şükrüoğlu',
      position: 'Eğitim Koordinatörü',
    });
    await context.close();
  });
});
