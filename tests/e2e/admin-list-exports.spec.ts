import { describe, expect, it } from 'vitest';
import { exportFrom } from './csvExport';
import { admin, screenshot } from './fixtures';
import { signedInPage } from './signedIn';
import { useBrowserAndApi } from './useBrowser';

/*
 * Issue 14: the lists' "Dışa Aktar" — a drag-ordered list outside react-admin's <List> (brands), a paged
 * list (news) and users (no secrets) — each a CSV with a BOM and Turkish headers holding every record.
 */

const desktop = { width: 1366, height: 900 };
const phone = { width: 390, height: 844 };
const e2e = useBrowserAndApi();

describe('list exports', () => {
  it('brands (drag-ordered, outside a <List>): every brand in the site order', async () => {
    const brands = await e2e.api.get<{ data: { items: { name: string }[]; total: number } }>(
      '/api/admin/brands?page=1&per_page=500',
    );
    const { context, page } = await signedInPage(e2e.browser, desktop);
    await page.goto('/admin/brands');
    await page.getByText(brands.data.items[0].name).first().waitFor();
    await screenshot(page, 'admin-brands-export-1366');
    const lines = await exportFrom(page, /^markalar-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(lines[0]).toBe('Marka;Web Sitesi;Aktif;Adres');
    expect(lines).toHaveLength(brands.data.total + 1);
    expect(lines.slice(1).map((line) => line.split(';')[0].replace(/^"|"$/g, ''))).toEqual(
      brands.data.items.map((brand) => brand.name),
    );
    await context.close();
  });

  it('news and users: Turkish headers, every record, no secret; the button stays on a phone', async () => {
    const news = await e2e.api.get<{ data: { total: number } }>('/api/admin/news?page=1&per_page=1');
    const { context, page } = await signedInPage(e2e.browser, phone);
    await page.goto('/admin/news');
    await page.getByRole('button', { name: 'Dışa Aktar' }).waitFor();
    await screenshot(page, 'admin-news-export-390');
    const newsLines = await exportFrom(page, /^haberler-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(newsLines[0]).toBe('Başlık;Özet;Yayın Tarihi (İstanbul);Aktif;Adres');
    expect(newsLines.filter((line) => /;\/haber\//.test(line))).toHaveLength(news.data.total);

    await page.goto('/admin/users');
    await page.getByRole('button', { name: 'Dışa Aktar' }).waitFor();
    const userLines = await exportFrom(page, /^kullanicilar-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(userLines[0]).toBe('Ad Soyad;E-Mail;Yetki Grubu;Aktif');
    expect(userLines.some((line) => line.includes(admin.email))).toBe(true);
    expect(userLines.join('\n')).not.toMatch(/argon|\$2[aby]\$|password/i);
    await context.close();
  });
});
