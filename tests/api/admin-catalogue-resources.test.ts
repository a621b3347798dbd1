import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { badImages, diskPath, imagePart, jpegImage, pngImage, uploadedFiles } from '../helpers/catalogue.js';
import { expectClosedWithoutSession, useAdminTestApp } from './admin-helpers.js';

/* Instructors, brands and news: the records with one image each. */

const { t, admin, editor } = useAdminTestApp();
let categoryId: number;

beforeAll(async () => {
  categoryId = (await admin.post('/categories', { name: { tr: 'Kaynaklar' } })).json().data.id;
});

const exists = (urlPath: string | null) => urlPath !== null && fs.existsSync(diskPath(t, urlPath));
const course = async (title: string, extra: object = {}) =>
  (await admin.post('/products', { title: { tr: title }, category_id: categoryId, ...extra })).json().data
    .id as number;

describe('instructors', () => {
  it('answers 401 without a token on every endpoint', async () => {
    await expectClosedWithoutSession(t, [
      ['GET', '/api/admin/instructors'],
      ['GET', '/api/admin/instructors/1'],
      ['POST', '/api/admin/instructors'],
      ['PUT', '/api/admin/instructors/1'],
      ['DELETE', '/api/admin/instructors/1'],
      ['PUT', '/api/admin/instructors/queue'],
    ]);
  });

  it('creates with a photo, title and biography per language and courses; reads it back', async () => {
    const courseId = await course('Eğitmenli Eğitim');
    const res = await editor.form(
      '/instructors',
      {
        name: 'Ayşe Yılmaz',
        title_tr: 'ISO Baş Denetçisi',
        title_en: 'ISO Lead Auditor',
        biography_tr: '<p>Deneyimli <a href="javascript:alert(1)">bağlantı</a></p><script>x()</script>',
        product_ids: JSON.stringify([courseId]),
      },
      [imagePart(await jpegImage(1200, 1600), 'ayşe.jpg', 'photo', 'image/jpeg')],
    );
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data).toEqual({
      id: expect.any(Number),
      name: 'Ayşe Yılmaz',
      seo_name: 'ayse-yilmaz',
      seo_names: {}, // no address of its own in another language (issue 30)
      title: { tr: 'ISO Baş Denetçisi', en: 'ISO Lead Auditor' },
      biography: { tr: '<p>Deneyimli <a>bağlantı</a></p>' },
      photo_url: expect.stringMatching(/^\/uploads\/instructors\/[a-f0-9]{32}\.webp$/),
      photo_thumb_url: expect.stringMatching(/-thumb\.webp$/),
      image_alt: {},
      queue: expect.any(Number),
      active: 0, // a new instructor is a draft until published (issue 28)
      product_ids: [courseId],
      deleted_at: null,
    });
    expect(exists(data.photo_url) && exists(data.photo_thumb_url)).toBe(true);
    expect((await admin.get(`/instructors/${data.id}`)).json().data).toEqual(data);
    expect((await admin.get(`/products/${courseId}`)).json().data.instructor_ids).toEqual([data.id]);
  });

  it('replaces and removes the photo, deleting the old files; a bad photo changes nothing', async () => {
    const created = (
      await admin.form('/instructors', { name: 'Fotoğraf Testi' }, [
        imagePart(await pngImage(), 'a.png', 'photo'),
      ])
    ).json().data;
    const before = uploadedFiles(t, 'instructors');

    const { svgRenamedPng } = await badImages();
    const bad = await admin.form(`/instructors/${created.id}`, { _method: 'PUT', name: 'Değişmemeli' }, [
      { ...svgRenamedPng, field: 'photo' },
    ]);
    expect(bad.statusCode).toBe(415);
    expect(uploadedFiles(t, 'instructors')).toEqual(before);
    expect((await admin.get(`/instructors/${created.id}`)).json().data).toEqual(created);

    const replaced = await admin.form(
      `/instructors/${created.id}`,
      { _method: 'PUT', name: 'Fotoğraf Testi' },
      [imagePart(await pngImage(500, 500), 'b.png', 'photo')],
    );
    expect(replaced.json()).toMatchObject({ success: true, message: 'Güncellendi!' });
    const photo = replaced.json().data.photo_url;
    expect(photo).not.toBe(created.photo_url);
    expect(exists(photo)).toBe(true);
    expect(exists(created.photo_url)).toBe(false);
    expect(exists(created.photo_thumb_url)).toBe(false);

    // Saving without a photo keeps it; remove_photo=1 clears it and deletes the files.
    const kept = await admin.put(`/instructors/${created.id}`, { name: 'Fotoğraf Testi' });
    expect(kept.json().data.photo_url).toBe(photo);
    const removed = await admin.form(`/instructors/${created.id}`, {
      _method: 'PUT',
      name: 'Fotoğraf Testi',
      remove_photo: '1',
    });
    expect(removed.json().data).toMatchObject({ photo_url: null, photo_thumb_url: null });
    expect(exists(photo)).toBe(false);
  });

  it('refuses bad input and an unknown course, storing nothing', async () => {
    const rows = await t.app.db.selectFrom('instructors').select('id').execute();
    const files = uploadedFiles(t);
    const noName = await admin.form('/instructors', { name: ' ' }, [
      imagePart(await pngImage(), 'a.png', 'photo'),
    ]);
    expect(noName.statusCode).toBe(422);
    expect(noName.json().errors).toEqual({ name: 'Bu Alan Zorunlu' });
    const badCourse = await admin.post('/instructors', { name: 'X', product_ids: [999999] });
    expect(badCourse.json().errors).toEqual({ product_ids: 'Eğitim bulunamadı' });
    const twoPhotos = await admin.form('/instructors', { name: 'İki Foto' }, [
      imagePart(await pngImage(), 'a.png', 'photo'),
      imagePart(await pngImage(), 'b.png', 'photo'),
    ]);
    expect(twoPhotos.statusCode).toBe(422);
    const { html } = await badImages();
    expect(
      (await admin.form('/instructors', { name: 'HTML' }, [{ ...html, field: 'photo' }])).statusCode,
    ).toBe(415);
    expect(await t.app.db.selectFrom('instructors').select('id').execute()).toEqual(rows);
    expect(uploadedFiles(t)).toEqual(files);
  });

  it('lists paged with a Turkish-aware search, reorders with the queue, and deletes with the photo', async () => {
    const found = (await admin.get('/instructors?search=AYSE')).json().data;
    expect(found).toMatchObject({ page: 1, total: 1, items: [{ name: 'Ayşe Yılmaz' }] });

    const all = async () =>
      (await admin.get('/instructors?per_page=100')).json().data.items.map((i: { id: number }) => i.id);
    const ids: number[] = await all();
    const reversed = [...ids].reverse();
    const res = await admin.form('/instructors/queue', { _method: 'PUT', queue: JSON.stringify(reversed) });
    expect(res.json()).toMatchObject({ success: true, message: 'Değiştirildi!' });
    expect(await all()).toEqual(reversed);
    expect((await admin.put('/instructors/queue', { queue: [999999] })).statusCode).toBe(422);

    const withPhoto = (
      await admin.form('/instructors', { name: 'Silinecek Eğitmen' }, [
        imagePart(await pngImage(), 'a.png', 'photo'),
      ])
    ).json().data;
    const courseId = await course('Bağlı Kurs', { instructor_ids: [withPhoto.id] });
    // Into the trash first (photo and courses kept), then for good from there (issue 28).
    const trashed = await admin.form(`/instructors/${withPhoto.id}`, { _method: 'DELETE' });
    expect(trashed.json()).toMatchObject({ success: true, message: 'Çöpe Taşındı!' });
    expect(exists(withPhoto.photo_url)).toBe(true);
    expect((await admin.get(`/products/${courseId}`)).json().data.instructor_ids).toEqual([withPhoto.id]);
    const del = await admin.form(`/instructors/${withPhoto.id}/permanent`, { _method: 'DELETE' });
    expect(del.json()).toMatchObject({ success: true, message: 'Silindi!' });
    expect(exists(withPhoto.photo_url)).toBe(false);
    expect((await admin.get(`/products/${courseId}`)).json().data.instructor_ids).toEqual([]);
    expect((await admin.get(`/instructors/${withPhoto.id}`)).statusCode).toBe(404);
  });
});

describe('brands', () => {
  it('creates with a logo, description and website; refuses an SVG logo and a javascript: website', async () => {
    const rows = await t.app.db.selectFrom('brands').select('id').execute();
    const files = uploadedFiles(t);
    const { svgRenamedPng } = await badImages();
    const svg = await admin.form('/brands', { name: 'SVG Marka' }, [{ ...svgRenamedPng, field: 'logo' }]);
    expect(svg.statusCode).toBe(415);
    expect(svg.json().message).toMatch(/JPEG, PNG veya WebP/);
    const js = await admin.form('/brands', { name: 'JS', website: 'javascript:alert(1)' });
    expect(js.statusCode).toBe(422);
    expect(js.json().errors).toEqual({ website: expect.any(String) });
    expect(await t.app.db.selectFrom('brands').select('id').execute()).toEqual(rows);
    expect(uploadedFiles(t)).toEqual(files);

    const res = await editor.form(
      '/brands',
      {
        name: 'Örnek Marka',
        description_tr: '<h1>Başlık</h1><p style="color:red">Metin</p>',
        website: 'https://ornek.com.tr',
      },
      [imagePart(await pngImage(400, 200), 'logo.png', 'logo')],
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toEqual({
      id: expect.any(Number),
      name: 'Örnek Marka',
      seo_name: 'ornek-marka',
      seo_names: {}, // no address of its own in another language (issue 30)
      description: { tr: '<h2>Başlık</h2><p>Metin</p>' },
      website: 'https://ornek.com.tr',
      logo_url: expect.stringMatching(/^\/uploads\/brands\/[a-f0-9]{32}\.webp$/),
      logo_thumb_url: expect.stringMatching(/-thumb\.webp$/),
      image_alt: {},
      image_decorative: 0,
      queue: expect.any(Number),
      active: 1,
      deleted_at: null,
    });
  });

  it('lists, reorders, and deletes (courses keep existing without the brand)', async () => {
    const second = (await admin.post('/brands', { name: 'İkinci Marka' })).json().data;
    const list = async () =>
      (await admin.get('/brands')).json().data.items.map((b: { name: string }) => b.name);
    expect(await list()).toEqual(['Örnek Marka', 'İkinci Marka']);
    const first = (await admin.get('/brands?search=ornek')).json().data.items[0];
    await admin.put('/brands/queue', { queue: [second.id, first.id] });
    expect(await list()).toEqual(['İkinci Marka', 'Örnek Marka']);

    const courseId = await course('Markalı Kurs', { brand_id: first.id });
    expect((await admin.del(`/brands/${first.id}`)).json()).toMatchObject({ message: 'Çöpe Taşındı!' });
    expect(exists(first.logo_url)).toBe(true);
    expect((await admin.get(`/products/${courseId}`)).json().data.brand_id).toBe(first.id);
    const del = await admin.del(`/brands/${first.id}/permanent`);
    expect(del.json()).toMatchObject({ success: true, message: 'Silindi!' });
    expect(exists(first.logo_url)).toBe(false);
    expect((await admin.get(`/products/${courseId}`)).json().data.brand_id).toBeNull();
  });
});

describe('news', () => {
  it('creates with an image and a publish date, lists newest first, updates and deletes', async () => {
    const old = await admin.form(
      '/news',
      {
        title_tr: 'Eski Haber',
        published_at: '2024-01-15',
        content_tr: '<p>İçerik</p><iframe src="x"></iframe>',
        active: '1',
      },
      [imagePart(await pngImage(), 'haber.png', 'image')],
    );
    expect(old.statusCode, old.body).toBe(201);
    expect(old.json().data).toMatchObject({
      seo_name: 'eski-haber',
      title: { tr: 'Eski Haber' },
      content: { tr: '<p>İçerik</p>' },
      published_at: '2024-01-14T21:00:00.000Z',
      image_url: expect.stringMatching(/^\/uploads\/news\//),
      active: 1,
    });
    const fresh = await editor.post('/news', { title: { tr: 'Yeni Haber', en: 'Fresh News' } });
    expect(Date.parse(fresh.json().data.published_at)).toBeGreaterThan(Date.now() - 60_000);
    const titles = (await admin.get('/news'))
      .json()
      .data.items.map((n: { title: { tr: string } }) => n.title.tr);
    expect(titles).toEqual(['Yeni Haber', 'Eski Haber']);

    const bad = await admin.put(`/news/${old.json().data.id}`, {
      title: { tr: 'x' },
      published_at: '15.01.2024',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ published_at: 'Geçerli Bir Tarih Giriniz' });

    const updated = await admin.form(`/news/${old.json().data.id}`, {
      _method: 'PUT',
      title_tr: 'Eski Haber',
      active: '0',
    });
    expect(updated.json().data).toMatchObject({
      active: 0,
      published_at: '2024-01-14T21:00:00.000Z',
      image_url: old.json().data.image_url,
    });

    const trashed = await admin.form(`/news/${old.json().data.id}`, { _method: 'DELETE' });
    expect(trashed.json()).toMatchObject({ success: true, message: 'Çöpe Taşındı!' });
    expect(exists(old.json().data.image_url)).toBe(true);
    const del = await admin.form(`/news/${old.json().data.id}/permanent`, { _method: 'DELETE' });
    expect(del.json()).toMatchObject({ success: true, message: 'Silindi!' });
    expect(exists(old.json().data.image_url)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/news' })).statusCode).toBe(401);
  });
});
