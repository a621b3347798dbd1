import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { admin, apiClient, baseURL, newPage, viewports } from './fixtures';
import { useBrowser } from './useBrowser';

/*
 * Issue 7, the catalogue and content screens end to end: what an administrator does in the back office
 * appears on the public site at once.
 */

interface AdminFile {
  id: number;
  url: string;
  gallery_type: string;
  alt: { tr?: string; en?: string };
}
interface AdminProduct {
  id: number;
  seo_name: string;
  is_published: number;
  category_id: number;
  files: AdminFile[];
}

const e2e = useBrowser();

async function signIn(page: Page) {
  await page.goto('/giris-yap');
  await page.getByLabel('E-Mail Adresi').fill(admin.email);
  await page.getByLabel('Şifre', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL('**/admin/dashboard', { timeout: 15_000 });
}

/** A real PNG of one colour, as a browser would pick it from disk. */
async function png(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** A date some weeks ahead as a datetime-local value (Turkish time, as the panel takes it). */
function ahead(days: number, time: string) {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.toISOString().slice(0, 10)}T${time}`;
}

const notification = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

async function saveForm(page: Page) {
  await page.getByRole('button', { name: 'Kaydet' }).click();
}

describe('catalogue: category, course, gallery, publishing', () => {
  it('creates a category and a course with two images, reorders them, publishes it, and the site shows it', async () => {
    const api = await apiClient();
    const stamp = Date.now().toString(36);
    const categoryName = `E2E Kategori ${stamp}`;
    const courseTitle = `E2E Eğitimi ${stamp}`;
    const { context, page } = await newPage(e2e.browser, viewports.wide);
    await signIn(page);

    // The category (spec path → react-admin's list).
    await page.goto('/admin/pages/educations-categories');
    await page.waitForURL('**/admin/categories');
    await page.getByRole('link', { name: 'Oluştur' }).first().click();
    await page.getByLabel('Kategori Adı (TR)').fill(categoryName);
    await page.getByLabel('Kategori Adı (TR)').blur();
    await saveForm(page);
    await page.waitForURL('**/admin/categories');
    await page.getByText(categoryName).waitFor();
    const { data: tree } = await api.get<{ data: { id: number; name: { tr: string } }[] }>(
      '/api/admin/categories?section=educations',
    );
    const created = tree.find((category) => category.name.tr === categoryName);
    expect(created).toBeDefined();

    // The course, saved as a draft with one session.
    await page.goto('/admin/pages/educations/insert');
    await page.waitForURL('**/admin/products/create');
    await page.getByLabel('Eğitim Adı (TR)').fill(courseTitle);
    await page.getByRole('combobox', { name: 'Kategori' }).click();
    await page.getByRole('option', { name: categoryName }).click();
    await page.getByLabel('Yayında').uncheck();
    await page.getByRole('tab', { name: 'Oturumlar' }).click();
    await page.getByRole('button', { name: 'Oturum Ekle' }).click();
    await page.getByLabel('Başlangıç').fill(ahead(40, '09:30'));
    await page.getByLabel('Bitiş').fill(ahead(41, '17:00'));
    await page.getByLabel('Yer').fill('Levent, İstanbul');
    await saveForm(page);
    await page.waitForURL(/\/admin\/products\/\d+/);
    const id = Number(/\/admin\/products\/(\d+)/.exec(page.url())?.[1]);
    const draft = (await api.get<{ data: AdminProduct }>(`/api/admin/products/${id}`)).data;
    expect(draft.is_published).toBe(0);
    expect(draft.category_id).toBe(created?.id);
    expect(draft.seo_name).toBe(`e2e-egitimi-${stamp}`);

    // The gallery: a file that only claims to be a PNG is refused with the server's reason.
    // The edit page (its toolbar moves the record to the trash) has replaced the create page.
    await page.getByRole('button', { name: 'Çöpe Taşı' }).waitFor();
    await page.getByRole('tab', { name: 'Görseller' }).click();
    await page.getByRole('button', { name: 'Görsel Yükle' }).waitFor();
    const picker = page.getByTestId('gallery-files');
    await picker.setInputFiles({
      name: 'sahte.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<html>not an image</html>'),
    });
    // Every upload asks for the images' alternative texts first (issue 28).
    const altDialog = page.getByRole('dialog', { name: 'Yüklenecek görsellerin alternatif metinleri' });
    await altDialog.getByRole('button', { name: 'Yükle' }).click();
    await page
      .getByText(/Başarısız! Yalnızca JPEG, PNG veya WebP görsel yüklenebilir/)
      .first()
      .waitFor();
    // Two real images in one go.
    await picker.setInputFiles([await png('kirmizi.png', '#c0392b'), await png('mavi.png', '#2471a3')]);
    const altTexts = altDialog.getByRole('textbox', { name: 'Alternatif Metin (TR)' });
    await altTexts.nth(0).fill('Kırmızı bir kare');
    await altTexts.nth(1).fill('Mavi bir kare');
    await altDialog.getByRole('button', { name: 'Yükle' }).click();
    const tiles = page.locator('[data-gallery-file]');
    await expect.poll(() => tiles.count(), { timeout: 15_000 }).toBe(2);
    const uploaded = (await api.get<{ data: AdminProduct }>(`/api/admin/products/${id}`)).data.files;
    expect(uploaded).toHaveLength(2);
    const [red, blue] = uploaded;
    expect(red.alt).toMatchObject({ tr: 'Kırmızı bir kare' });
    expect(await tiles.first().getByText('Kapak').count()).toBe(1);

    // Drag the second image in front (keyboard drag: Space, arrow, Space).
    const handle = page.getByRole('button', { name: 'Sırala: Görsel 2' });
    await handle.focus();
    // dnd-kit's keyboard sensor listens for the arrows from the next tick after Space picks the tile up.
    await page.keyboard.press('Space');
    await page.waitForTimeout(150);
    await page.keyboard.press('ArrowLeft');
    await page.waitForTimeout(150);
    await page.keyboard.press('Space');
    await notification(page, 'Değiştirildi!');
    const reordered = (await api.get<{ data: AdminProduct }>(`/api/admin/products/${id}`)).data.files;
    expect(reordered.map((file) => file.id)).toEqual([blue.id, red.id]);
    expect(await tiles.first().getAttribute('data-gallery-file')).toBe(String(blue.id));

    // Not on the site while it is a draft.
    const hidden = await fetch(`${baseURL}/api/pages/search-products?search=${stamp}`);
    expect(JSON.stringify(await hidden.json())).not.toContain(courseTitle);

    // Publish.
    await page.getByRole('tab', { name: 'Genel Bilgiler' }).click();
    await page.getByLabel('Yayında').check();
    await saveForm(page);
    await notification(page, 'Güncellendi!');
    expect((await api.get<{ data: AdminProduct }>(`/api/admin/products/${id}`)).data.is_published).toBe(1);

    // The public site: education calendar, search, the course page with the images in the new order.
    const site = await context.newPage();
    await site.goto('/egitim-takvimi');
    await site.getByRole('link', { name: courseTitle }).first().waitFor({ timeout: 15_000 });
    await site.goto(`/egitim-ara?search=${stamp}`);
    const card = site.locator('article', { has: site.getByRole('link', { name: courseTitle }) }).first();
    await card.waitFor({ timeout: 15_000 });
    expect(await card.locator('img').first().getAttribute('src')).toBe(blue.url);
    await site.goto(`/kurs/${draft.seo_name}`);
    await site.getByRole('heading', { name: courseTitle }).waitFor({ timeout: 15_000 });
    expect(await site.locator('img.detail__cover').getAttribute('src')).toBe(blue.url);
    const gallery = site.getByRole('list', { name: courseTitle });
    expect(
      await gallery.locator('img').evaluateAll((images) => images.map((img) => img.getAttribute('src'))),
    ).toEqual([red.url]);
    await context.close();
  });
});

describe('content pages', () => {
  it('editing the about-us page (text and an editor image) changes the public page', async () => {
    const stamp = Date.now().toString(36);
    const summary = `Uçtan uca test özeti ${stamp}`;
    const { context, page } = await newPage(e2e.browser, viewports.wide);
    await signIn(page);
    await page.goto('/admin/pages/about-us');
    const summaryInput = page.getByLabel('Özet (TR)');
    await summaryInput.waitFor();
    await summaryInput.fill(summary);
    // The rich text editor's image button uploads through our endpoint and inserts the stored image.
    await page.locator('.ProseMirror').first().click();
    await page
      .getByTestId('rich-text-image-file')
      .first()
      .setInputFiles(await png('ofis.png', '#1e8449'));
    const inserted = page.locator('.ProseMirror img[src^="/uploads/editor/"]').first();
    await inserted.waitFor({ timeout: 15_000 });
    const imageUrl = await inserted.getAttribute('src');
    await saveForm(page);
    await notification(page, 'Güncellendi!');

    const site = await context.newPage();
    await site.goto('/biz-kimiz');
    await site.getByText(summary).waitFor({ timeout: 15_000 });
    expect(await site.locator(`img[src="${imageUrl}"]`).count()).toBe(1);
    await context.close();
  });
});
