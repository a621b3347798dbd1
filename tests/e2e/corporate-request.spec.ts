import { describe, expect, it } from 'vitest';
import type { AdminCorporateRequest } from '../../shared/schemas/corporateRequest';
import { apiClient, newPage, openSitePage, screenshot, viewports } from './fixtures';
import { useBrowser } from './useBrowser';

/*
 * "Kurumsal Eğitim Talebi" (issue 32) in a browser: a visitor finds the page from the footer, is told what is
 * missing, fills the form in Turkish and sends it; the request is in the back office's list (admin API). The
 * English page speaks English. Both looked at 375 and 1280 px wide.
 */

const e2e = useBrowser();

describe('corporate training request', () => {
  it('is reached from the footer, checks the fields, sends, and lands in the back office list', async () => {
    const { context, page } = await newPage(e2e.browser);
    await openSitePage(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Kurumsal Eğitim Talebi' }).click();
    await page.waitForURL('**/kurumsal-egitim-talebi');
    await page.getByRole('heading', { level: 1, name: 'Kurumsal Eğitim Talebi' }).waitFor();
    const form = page.getByRole('region', { name: 'Talep Formu' });

    await form.getByRole('button', { name: 'Gönder' }).click();
    await form.getByText('Lütfen bir şehir yazınız veya online seçeneğini işaretleyiniz').waitFor();
    expect(await form.getByText('Bu Alan Zorunlu').count()).toBe(5);

    const stamp = `Kurum ${Date.now()}`;
    await form.getByLabel('Kurum / Firma Adı').fill(`Çağdaş Lojistik ${stamp}`);
    await form.getByLabel('Adınız Soyadınız').fill('Gülşen Öztürk');
    await form.getByLabel('E-posta Adresiniz').fill('gulsen@cagdaslojistik.example');
    await form.getByLabel('Telefon Numaranız').fill('0 532 555 66 77');
    await form.getByLabel('Katılımcı Sayısı').fill('24');
    await form.getByLabel('Eğitim Konuları').fill('İş sağlığı ve güvenliği, ileri düzey Excel');
    await form.getByLabel('Tercih Ettiğiniz Tarihler').fill('Nisan, hafta içi');
    await form.getByLabel('Şehir').fill('İzmir');
    await form.getByRole('checkbox', { name: 'Eğitim online da olabilir' }).check();
    await form.getByLabel('Eklemek İstedikleriniz').fill('Sertifika verilmesini istiyoruz.');
    await form.getByRole('checkbox', { name: /KVKK Aydınlatma Metni/ }).check();
    await screenshot(page, 'corporate-request-1280');
    await form.getByRole('button', { name: 'Gönder' }).click();

    const result = page.getByRole('alertdialog');
    await result.getByText('Gönderildi!').waitFor();
    expect(await form.getByLabel('Kurum / Firma Adı').inputValue()).toBe('');

    const api = await apiClient();
    const listed = await api.get<{ data: { items: AdminCorporateRequest[] } }>(
      `/api/admin/corporate-requests?search=${encodeURIComponent(stamp)}`,
    );
    expect(listed.data.items).toHaveLength(1);
    expect(listed.data.items[0]).toMatchObject({
      company: `Çağdaş Lojistik ${stamp}`,
      name: 'Gülşen Öztürk',
      email: 'gulsen@cagdaslojistik.example',
      participants: 24,
      topics: 'İş sağlığı ve güvenliği, ileri düzey Excel',
      preferred_dates: 'Nisan, hafta içi',
      city: 'İzmir',
      online: 1,
      note: 'Sertifika verilmesini istiyoruz.',
      lang: 'tr',
      status: 'new',
    });
    await context.close();
  });

  it('is in English under /en, and fits a phone', async () => {
    const { context, page } = await newPage(e2e.browser, viewports.mobile);
    const response = await openSitePage(page, '/en/kurumsal-egitim-talebi');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Corporate Training Request' }).waitFor();
    const form = page.getByRole('region', { name: 'Request Form' });
    await form.getByLabel('Company / Organisation').waitFor();
    await form.getByRole('checkbox', { name: 'The training may also be online' }).waitFor();
    await form.getByRole('button', { name: 'Send' }).click();
    await form.getByText('Please enter a city or tick the online option').waitFor();
    // Nothing sticks out sideways at 375 px.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'corporate-request-en-375');
    await context.close();
  });
});
