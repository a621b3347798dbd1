import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CourseSessionFields as Session } from '../../shared/schemas/product.js';
import { productCloneMessages } from '../../shared/schemas/productClone.js';
import { diskPath, imagePart, pngImage } from '../helpers/catalogue.js';
import { type AdminClient, adminClient, json } from './admin-helpers.js';
import { useTestApp } from '../helpers/useTestApp.js';

/*
 * POST /api/admin/products/:id/clone (issue 28): a course copied for a new term, as a draft, with its
 * sessions moved so the first starts on the chosen day and its gallery copied (not shared).
 */

const t = useTestApp();
let admin: AdminClient;
let categoryId: number;
let brandId: number;
let instructorIds: number[];
let originalId: number;

interface File {
  id: number;
  url: string;
  thumb_url: string;
  gallery_type: string;
  width: number;
  height: number;
}

// 09:30 and 17:00 in Turkey (UTC+3) on 10 and 11 March 2026, then an online evening on 20 March.
const sessions = [
  { starts_at: '2026-03-11T06:30:00.000Z', ends_at: '2026-03-11T14:00:00.000Z', place: 'Ankara', seats: 12 },
  {
    starts_at: '2026-03-10T06:30:00.000Z',
    ends_at: '2026-03-10T14:00:00.000Z',
    place: 'İstanbul',
    seats: 20,
  },
  { starts_at: '2026-03-20T16:00:00.000Z', ends_at: '2026-03-20T19:00:00.000Z', place: '', is_online: 1 },
];

beforeAll(async () => {
  admin = adminClient(t, await t.adminToken());
  categoryId = json(await admin.post('/categories', { name: { tr: 'Yönetim' } })).data.id;
  brandId = json(await admin.post('/brands', { name: 'Kule Akademi' })).data.id;
  instructorIds = [];
  for (const name of ['Ayşe Kaya', 'Mehmet Öz']) {
    instructorIds.push(json(await admin.post('/instructors', { name, title: { tr: 'Eğitmen' } })).data.id);
  }
  const created = await admin.post('/products', {
    title: { tr: 'Proje Yönetimi', en: 'Project Management' },
    summary: { tr: 'Özet', en: 'Summary' },
    description: { tr: '<p>Açıklama</p>', en: '<p>Description</p>' },
    seo_title: { tr: 'Proje Yönetimi Eğitimi' },
    seo_description: { tr: 'Ankara ve İstanbul' },
    duration: { tr: '2 gün' },
    price: { tr: '5.000 TL' },
    category_id: categoryId,
    brand_id: brandId,
    instructor_ids: JSON.stringify([instructorIds[1], instructorIds[0]]),
    sessions: JSON.stringify(sessions),
    is_popular: 1,
    is_published: 1,
  });
  expect(created.statusCode, created.body).toBe(201);
  originalId = json(created).data.id;
  const upload = await admin.form(`/products/${originalId}/files`, {}, [
    imagePart(await pngImage(800, 600, '#f00'), 'a.png'),
    imagePart(await pngImage(640, 480, '#0f0'), 'b.png'),
  ]);
  expect(upload.statusCode, upload.body).toBe(201);
  // A pre-registration on the original, which the copy must not take along.
  const session = await t.app.db
    .selectFrom('product_sessions')
    .select(['id', 'starts_at', 'place'])
    .where('product_id', '=', originalId)
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  await t.app.db
    .insertInto('pre_registrations')
    .values({
      product_id: originalId,
      session_id: session.id,
      session_starts_at: session.starts_at,
      session_place: session.place,
      name: 'Zeynep Demir',
      email: 'zeynep@example.com',
      phone: '05550000000',
      company: null,
      participants: 2,
      note: null,
      waitlist: 0,
      status: 'new',
      owner_note: null,
      consent_version: 'test',
      consent_at: now,
      ip: '127.0.0.1',
      created_at: now,
      updated_at: now,
    })
    .execute();
});

const clone = (id: number, fields: Record<string, unknown>) => admin.post(`/products/${id}/clone`, fields);

describe('POST /products/:id/clone', () => {
  let copy: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the answer's record
  let original: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- as above

  beforeAll(async () => {
    const res = await clone(originalId, { starts_at: '2027-03-09' });
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res)).toMatchObject({ success: true, message: productCloneMessages.cloned });
    copy = json(res).data;
    original = json(await admin.get(`/products/${originalId}`)).data;
  });

  it('answers the new course, a draft with the same texts, category, brand, instructors and SEO fields', () => {
    expect(copy.id).not.toBe(originalId);
    expect(copy.is_published).toBe(0);
    for (const field of [
      'section',
      'title',
      'summary',
      'description',
      'seo_title',
      'seo_description',
      'duration',
      'price',
      'category_id',
      'brand_id',
      'is_popular',
    ]) {
      expect(copy[field], field).toEqual(original[field]);
    }
    expect(copy.instructor_ids).toEqual([instructorIds[1], instructorIds[0]]);
    // The original is untouched: still published, its address its own.
    expect(original.is_published).toBe(1);
    expect(original.seo_name).toBe('proje-yonetimi');
    expect(copy.seo_name).toBe('proje-yonetimi-2');
  });

  it('moves every session by whole days so the first starts on the chosen day, times and places kept', () => {
    // 10 March 2026 → 9 March 2027: 364 days later.
    const shift = (iso: string) => new Date(Date.parse(iso) + 364 * 86_400_000).toISOString();
    const strip = (list: Session[]) =>
      list.map(({ starts_at, ends_at, place, is_online, seats }) => ({
        starts_at,
        ends_at,
        place,
        is_online,
        seats,
      }));
    const expected = strip(original.sessions as Session[]).map((session) => ({
      ...session,
      starts_at: shift(session.starts_at),
      ends_at: shift(session.ends_at),
    }));
    expect(strip(copy.sessions as Session[])).toEqual(expected);
    expect(copy.sessions[0].starts_at).toBe('2027-03-09T06:30:00.000Z');
    expect((copy.sessions as Session[]).map((session) => session.id)).not.toContain(original.sessions[0].id);
  });

  it('takes no pre-registrations along', async () => {
    expect(
      (copy.sessions as { pre_registration_count: number }[]).map((s) => s.pre_registration_count),
    ).toEqual([0, 0, 0]);
    const rows = await t.app.db
      .selectFrom('pre_registrations')
      .select('id')
      .where('product_id', '=', copy.id as number)
      .execute();
    expect(rows).toEqual([]);
  });

  it('copies the gallery: new files on disk, in the same order', () => {
    const files = copy.files as File[];
    const originals = original.files as File[];
    expect(files).toHaveLength(2);
    expect(files.map((f) => [f.gallery_type, f.width, f.height])).toEqual(
      originals.map((f) => [f.gallery_type, f.width, f.height]),
    );
    for (const [index, file] of files.entries()) {
      expect(file.url).toMatch(/^\/uploads\/products\/[a-f0-9]{32}\.webp$/);
      expect(file.url).not.toBe(originals[index]?.url);
      expect(fs.readFileSync(diskPath(t, file.url))).toEqual(
        fs.readFileSync(diskPath(t, originals[index]!.url)),
      );
      expect(fs.existsSync(diskPath(t, file.thumb_url))).toBe(true);
    }
    expect(copy.cover_url).toBe(files[0]?.url);
  });

  it("deleting the original's image leaves the copy's", async () => {
    const gone = (original.files as File[])[0]!;
    const kept = (copy.files as File[])[0]!;
    const res = await admin.del(`/products/files/${gone.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(fs.existsSync(diskPath(t, gone.url))).toBe(false);
    expect(fs.existsSync(diskPath(t, kept.url))).toBe(true);
    expect(fs.existsSync(diskPath(t, kept.thumb_url))).toBe(true);
    const again = json(await admin.get(`/products/${copy.id}`)).data;
    expect((again.files as File[]).map((f) => f.url)).toEqual((copy.files as File[]).map((f) => f.url));
  });

  it('is not on the public site while a draft', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/api/pages/course/${copy.seo_name}` });
    expect(page.statusCode).toBe(404);
    const live = await t.app.inject({ method: 'GET', url: `/api/pages/course/${original.seo_name}` });
    expect(live.statusCode).toBe(200);
  });

  it('is logged as the creation of the new course', async () => {
    const entry = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('resource', '=', 'products')
      .where('record_id', '=', String(copy.id))
      .executeTakeFirst();
    expect(entry).toMatchObject({ action: 'create' });
    expect(JSON.parse(entry?.after_json ?? '{}')).toMatchObject({ id: copy.id, is_published: 0 });
  });

  it('a second copy takes the next free address; a course without sessions copies too', async () => {
    const second = json(await clone(originalId, { starts_at: '2028-01-05' })).data;
    expect(second.seo_name).toBe('proje-yonetimi-3');
    expect(second.sessions[0].starts_at).toBe('2028-01-05T06:30:00.000Z');
    const bare = json(
      await admin.post('/products', { title: { tr: 'Boş Takvim' }, category_id: categoryId }),
    );
    const res = await clone(bare.data.id as number, { starts_at: '2027-01-01' });
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res).data.sessions).toEqual([]);
  });

  it.each([
    [{}, productCloneMessages.startsAtRequired],
    [{ starts_at: '' }, productCloneMessages.startsAtRequired],
    [{ starts_at: '09.03.2027' }, productCloneMessages.startsAtInvalid],
    [{ starts_at: '2027-02-30' }, productCloneMessages.startsAtInvalid],
    [{ starts_at: '1970-01-01' }, productCloneMessages.startsAtInvalid],
  ])('refuses %j with a 422 on starts_at', async (fields, message) => {
    const before = await t.app.db.selectFrom('products').select('id').execute();
    const res = await clone(originalId, fields);
    expect(res.statusCode, res.body).toBe(422);
    expect(json(res).errors).toEqual({ starts_at: message });
    expect(await t.app.db.selectFrom('products').select('id').execute()).toHaveLength(before.length);
  });

  it('404 for a course that does not exist', async () => {
    expect((await clone(999_999, { starts_at: '2027-01-01' })).statusCode).toBe(404);
  });
});
