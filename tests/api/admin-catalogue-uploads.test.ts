import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { UploadedFile } from '../../server/plugins/formBody.js';
import { ImageStore } from '../../server/services/images.js';
import {
  badImages,
  diskPath,
  imagePart,
  jpegImage,
  oversizeFile,
  pngImage,
  uploadedFiles,
} from '../helpers/catalogue.js';
import { useAdminTestApp } from './admin-helpers.js';

const { t, admin, editor } = useAdminTestApp();

describe('POST /uploads/image (rich text editor images)', () => {
  it('stores one image and answers its URL, usable in sanitized rich text', async () => {
    const res = await editor.form('/uploads/image', {}, [
      imagePart(await jpegImage(2400, 1200), 'editör.jpg', 'image', 'image/jpeg'),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(res.json()).toMatchObject({
      success: true,
      data: { url: expect.stringMatching(/^\/uploads\/editor\/[a-f0-9]{32}\.webp$/) },
    });
    expect([data.width, data.height]).toEqual([1600, 800]);
    expect((await sharp(diskPath(t, data.url)).metadata()).format).toBe('webp');

    // The URL survives the rich-text sanitizer: a course description can show it.
    const category = (await admin.post('/categories', { name: { tr: 'Yükleme' } })).json().data.id;
    const course = await admin.post('/products', {
      title: { tr: 'Görselli Açıklama' },
      category_id: category,
      description: { tr: `<p>Metin</p><img src="${data.url}" alt="şema" onerror="x()">` },
    });
    const html: string = course.json().data.description.tr;
    expect(html).toContain(`src="${data.url}"`);
    expect(html).not.toContain('onerror');
  });

  it('refuses anything but one real JPEG, PNG or WebP, and stores nothing', async () => {
    const before = uploadedFiles(t);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/uploads/image' })).statusCode).toBe(401);
    for (const [name, part] of Object.entries(await badImages())) {
      const res = await admin.form('/uploads/image', {}, [{ ...part, field: 'image' }]);
      expect([415, 422], name).toContain(res.statusCode);
      expect(res.json().success).toBe(false);
    }
    const two = await admin.form('/uploads/image', {}, [
      imagePart(await pngImage(), 'a.png', 'image'),
      imagePart(await pngImage(), 'b.png', 'image'),
    ]);
    expect(two.statusCode).toBe(422);
    expect((await admin.form('/uploads/image', {})).statusCode).toBe(422);
    const big = await admin.form('/uploads/image', {}, [oversizeFile('image')]);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('Dosya çok büyük (en fazla 5 MB)');
    expect(uploadedFiles(t)).toEqual(before);
  });
});

describe('ImageStore: a failed save leaves no file behind', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'akademi-images-'));
  const store = new ImageStore(dir);
  const upload = (buffer: Buffer, filename = 'a.png'): UploadedFile => ({
    fieldname: 'files',
    filename,
    claimedType: 'image/png',
    buffer,
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const written = () =>
    fs.existsSync(path.join(dir, 'products')) ? fs.readdirSync(path.join(dir, 'products')) : [];

  it('removes the written images when the database write fails', async () => {
    const failure = new Error('insert failed');
    await expect(
      store.withImages('products', [upload(await pngImage()), upload(await jpegImage())], async (images) => {
        expect(images).toHaveLength(2);
        expect(written()).toHaveLength(4);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(written()).toEqual([]);
  });

  it('writes nothing when any file of the batch is bad', async () => {
    const { html } = await badImages();
    await expect(
      store.save('products', [upload(await pngImage()), upload(html.content)]),
    ).rejects.toMatchObject({
      statusCode: 415,
    });
    expect(written()).toEqual([]);
  });

  it('removes only files it produced: other paths are left alone', async () => {
    const outside = path.join(dir, 'keep.txt');
    fs.writeFileSync(outside, 'x');
    const [image] = await store.save('products', [upload(await pngImage())]);
    await store.remove([image.path, '/uploads/products/../keep.txt', '/uploads/demo/course-1.webp', null]);
    expect(written()).toEqual([]);
    expect(fs.existsSync(outside)).toBe(true);
  });
});
