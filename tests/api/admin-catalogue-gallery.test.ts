import fs from 'node:fs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { imageMessages } from '../../server/services/images.js';
import {
  badImages,
  diskPath,
  imagePart,
  jpegImage,
  oversizeFile,
  pngImage,
  solid,
  uploadedFiles,
  webpImage,
} from '../helpers/catalogue.js';
import { useAdminTestApp } from './admin-helpers.js';

const { t, admin, editor } = useAdminTestApp();
let categoryId: number;

beforeAll(async () => {
  categoryId = (await admin.post('/categories', { name: { tr: 'Galeri' } })).json().data.id;
});

interface File {
  id: number;
  url: string;
  thumb_url: string;
  width: number;
  height: number;
  gallery_type: string;
}

async function course(title: string) {
  const res = await admin.post('/products', { title: { tr: title }, category_id: categoryId });
  return res.json().data.id as number;
}

const fileRows = () => t.app.db.selectFrom('files').select(['id', 'path']).execute();

describe('gallery: upload', () => {
  it('uploads many images at once, re-encoded to WebP in a web size and a thumbnail, in the order sent', async () => {
    const id = await course('Çok Görselli');
    const res = await admin.form(`/products/${id}/files`, {}, [
      imagePart(await pngImage(3000, 2000, '#f00'), 'büyük.png'),
      imagePart(await jpegImage(640, 480), 'b.jpg', 'files', 'image/jpeg'),
      imagePart(await webpImage(300, 200), 'c.webp', 'files', 'image/webp'),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: 'Başarılı!' });
    const files: File[] = res.json().data;
    expect(files.map((f) => [f.width, f.height, f.gallery_type])).toEqual([
      [1600, 1067, 'gallery'],
      [640, 480, 'gallery'],
      [300, 200, 'gallery'],
    ]);
    for (const file of files) {
      // Named by the server, never by the client.
      expect(file.url).toMatch(/^\/uploads\/products\/[a-f0-9]{32}\.webp$/);
      expect(file.thumb_url).toBe(file.url.replace('.webp', '-thumb.webp'));
      const large = await sharp(diskPath(t, file.url)).metadata();
      const thumb = await sharp(diskPath(t, file.thumb_url)).metadata();
      expect(large.format).toBe('webp');
      expect(Math.max(thumb.width ?? 0, thumb.height ?? 0)).toBeLessThanOrEqual(480);
    }
    // Served from /uploads like any other public file.
    const served = await t.app.inject({ method: 'GET', url: files[0].url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const product = (await admin.get(`/products/${id}`)).json().data;
    expect(product.files.map((f: File) => f.id)).toEqual(files.map((f) => f.id));
    expect(product.cover_url).toBe(files[0].url);
  });

  it('auto-rotates by EXIF orientation and strips the metadata', async () => {
    const id = await course('Döndürülmüş');
    const rotated = await solid(400, 200, '#0a0').jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(rotated).metadata()).exif).toBeDefined();
    const res = await editor.form(`/products/${id}/files`, {}, [
      imagePart(rotated, 'r.jpg', 'files', 'image/jpeg'),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const [file] = res.json().data as File[];
    expect([file.width, file.height]).toEqual([200, 400]);
    const meta = await sharp(diskPath(t, file.url)).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('appends later uploads after the existing images, so the cover stays', async () => {
    const id = await course('Sonradan Eklenen');
    const first = (
      await admin.form(`/products/${id}/files`, {}, [imagePart(await pngImage(100, 100))])
    ).json().data;
    const more = await admin.form(`/products/${id}/files`, {}, [
      imagePart(await pngImage(110, 100)),
      imagePart(await pngImage(120, 100)),
    ]);
    expect(more.json().data.map((f: File) => f.width)).toEqual([100, 110, 120]);
    expect((await admin.get(`/products/${id}`)).json().data.cover_url).toBe(first[0].url);
  });

  it('keeps gallery types apart (gallery_type=cover wins the cover)', async () => {
    const id = await course('Kapaklı');
    await admin.form(`/products/${id}/files`, {}, [imagePart(await pngImage(100, 100))]);
    const cover = await admin.form(`/products/${id}/files`, { gallery_type: 'cover' }, [
      imagePart(await pngImage(90, 90)),
    ]);
    expect(cover.json().data.map((f: File) => f.gallery_type)).toEqual(['cover', 'gallery']);
    const coverUrl = cover.json().data[0].url;
    expect((await admin.get(`/products/${id}`)).json().data.cover_url).toBe(coverUrl);
    expect(
      (await admin.form(`/products/${id}/files`, { gallery_type: '../x' }, [imagePart(await pngImage())]))
        .statusCode,
    ).toBe(422);
  });

  it('answers 401 without a token and 404 for a missing course, storing nothing', async () => {
    const before = uploadedFiles(t);
    const rows = await fileRows();
    const png = imagePart(await pngImage());
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/admin/products/1/files', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    expect((await admin.form('/products/999999/files', {}, [png])).statusCode).toBe(404);
    const none = await admin.form(`/products/${await course('Boş Yükleme')}/files`, {});
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe(imageMessages.missing);
    expect(uploadedFiles(t)).toEqual(before);
    expect(await fileRows()).toEqual(rows);
  });
});

describe('gallery: bad files are refused with nothing stored', () => {
  it('refuses an SVG renamed .png, an HTML file, a truncated JPEG and a bare PNG header', async () => {
    const id = await course('Kötü Dosyalar');
    const bad = await badImages();
    const expected: Record<string, number> = {
      svgRenamedPng: 415,
      html: 415,
      truncatedJpeg: 422,
      pngHeaderOnly: 422,
    };
    const before = uploadedFiles(t);
    const rows = await fileRows();
    for (const [name, part] of Object.entries(bad)) {
      const res = await admin.form(`/products/${id}/files`, {}, [part]);
      expect(res.statusCode, name).toBe(expected[name]);
      expect(res.json().success).toBe(false);
      expect(res.json().message).toMatch(expected[name] === 415 ? /JPEG, PNG veya WebP/ : /okunamadı/);
      // A good image sent along with a bad one: the whole upload is refused.
      const mixed = await admin.form(`/products/${id}/files`, {}, [imagePart(await pngImage()), part]);
      expect(mixed.statusCode, `${name} mixed`).toBe(expected[name]);
    }
    expect(uploadedFiles(t)).toEqual(before);
    expect(await fileRows()).toEqual(rows);
  });

  it('refuses a file over 5 MB with 413 and a clear message', async () => {
    const id = await course('Büyük Dosya');
    const before = uploadedFiles(t);
    const rows = await fileRows();
    const res = await admin.form(`/products/${id}/files`, {}, [imagePart(await pngImage()), oversizeFile()]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: 'Dosya çok büyük (en fazla 5 MB)' });
    expect(uploadedFiles(t)).toEqual(before);
    expect(await fileRows()).toEqual(rows);
  });
});

describe('gallery: order and delete', () => {
  it('files-queue reorders the gallery and so changes the cover, on the admin and the public side', async () => {
    const id = await course('Sıralı Galeri');
    const uploaded: File[] = (
      await admin.form(`/products/${id}/files`, {}, [
        imagePart(await pngImage(101, 100)),
        imagePart(await pngImage(102, 100)),
        imagePart(await pngImage(103, 100)),
      ])
    ).json().data;
    const [a, b, c] = uploaded.map((f) => f.id);
    const res = await admin.form(`/products/files-queue/${id}`, {
      _method: 'PUT',
      file_list: JSON.stringify([c, a, b]),
      gallery_type: 'gallery',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Değiştirildi!' });
    expect(res.json().data.map((f: File) => f.id)).toEqual([c, a, b]);
    const product = (await admin.get(`/products/${id}`)).json().data;
    expect(product.cover_url).toBe(uploaded[2].url);
    const listed = (await admin.get('/products?search=sirali%20galeri')).json().data.items;
    expect(listed[0].cover_url).toBe(uploaded[2].url);

    // Not the whole gallery, a file of another course, or a repeated id: refused, the order stays.
    const other = await course('Başka Galeri');
    const foreign = (await admin.form(`/products/${other}/files`, {}, [imagePart(await pngImage())])).json()
      .data[0].id;
    for (const list of [[a, b], [c, a, b, foreign], [c, a, a], []]) {
      const bad = await admin.put(`/products/files-queue/${id}`, {
        file_list: list,
        gallery_type: 'gallery',
      });
      expect(bad.statusCode, JSON.stringify(list)).toBe(422);
    }
    expect((await admin.put('/products/files-queue/999999', { file_list: [a] })).statusCode).toBe(404);
    expect((await admin.get(`/products/${id}`)).json().data.files.map((f: File) => f.id)).toEqual([c, a, b]);
  });

  it('deletes one file with its images on disk; the next image becomes the cover', async () => {
    const id = await course('Dosya Silme');
    const files: File[] = (
      await admin.form(`/products/${id}/files`, {}, [
        imagePart(await pngImage(100, 100)),
        imagePart(await pngImage(120, 100)),
      ])
    ).json().data;
    const res = await admin.form(`/products/files/${files[0].id}`, { _method: 'DELETE' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Silindi!', data: { id: files[0].id } });
    expect(fs.existsSync(diskPath(t, files[0].url))).toBe(false);
    expect(fs.existsSync(diskPath(t, files[0].thumb_url))).toBe(false);
    expect(fs.existsSync(diskPath(t, files[1].url))).toBe(true);
    expect((await admin.get(`/products/${id}`)).json().data.cover_url).toBe(files[1].url);
    expect((await admin.del(`/products/files/${files[0].id}`)).statusCode).toBe(404);
  });
});
