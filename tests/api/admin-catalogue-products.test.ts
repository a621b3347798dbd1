import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { diskPath, expectNothingLeftOfCourse, imagePart, jpegImage, pngImage } from '../helpers/catalogue.js';
import { expectClosedWithoutSession, useAdminTestApp } from './admin-helpers.js';

const { t, admin, editor } = useAdminTestApp();
let categoryId: number;
let subCategoryId: number;
let otherCategoryId: number;
let instructorIds: number[];

beforeAll(async () => {
  const category = await admin.post('/categories', { name: { tr: 'Yönetim Sistemleri' } });
  categoryId = category.json().data.id;
  const sub = await admin.post('/categories', { name: { tr: 'ISO 9001' }, parent_id: categoryId });
  subCategoryId = sub.json().data.id;
  otherCategoryId = (await admin.post('/categories', { name: { tr: 'Kişisel Gelişim' } })).json().data.id;
  instructorIds = [];
  for (const name of ['Ayşe Yılmaz', 'Mehmet Demir']) {
    const res = await admin.form('/instructors', { name });
    instructorIds.push(res.json().data.id);
  }
});

const sessions = [
  { starts_at: '2030-03-02T09:00', ends_at: '2030-03-03T17:00', place: 'İstanbul', is_online: 0, seats: 20 },
  { starts_at: '2030-01-10', ends_at: '2030-01-10T18:00', place: '', is_online: 1, seats: '' },
];

async function createCourse(title: string, extra: Record<string, unknown> = {}) {
  const res = await admin.post('/products', {
    title: { tr: title },
    category_id: categoryId,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; seo_name: string };
}

const sessionRows = (productId: number) =>
  t.app.db
    .selectFrom('product_sessions')
    .select(['starts_at', 'ends_at', 'place', 'is_online', 'seats'])
    .where('product_id', '=', productId)
    .orderBy('starts_at')
    .execute();

describe('products: access', () => {
  it('answers 401 without a token on every products endpoint', async () => {
    await expectClosedWithoutSession(t, [
      ['GET', '/api/admin/products'],
      ['GET', '/api/admin/products/1'],
      ['GET', '/api/admin/products/select-options'],
      ['GET', '/api/admin/instructor/select-options'],
      ['POST', '/api/admin/products'],
      ['PUT', '/api/admin/products/1'],
      ['DELETE', '/api/admin/products/1'],
      ['PUT', '/api/admin/products/queue'],
    ]);
  });

  it('lets an editor create and read a course', async () => {
    const res = await editor.post('/products', {
      title: { tr: 'Editör Eğitimi' },
      category_id: categoryId,
    });
    expect(res.statusCode).toBe(201);
    expect((await editor.get(`/products/${res.json().data.id}`)).json().data.title).toEqual({
      tr: 'Editör Eğitimi',
    });
  });
});

describe('products: create and read', () => {
  it('creates from form data (title_tr…, sessions JSON, instructor_ids) and answers every field', async () => {
    const res = await admin.form('/products', {
      title_tr: 'İç Denetçi Eğitimi',
      title_en: 'Internal Auditor Training',
      summary_tr: 'Kısa özet',
      description_tr:
        '<p onclick="steal()">Detaylı <b>içerik</b><script>alert(1)</script></p><img src="javascript:x">',
      category_id: String(subCategoryId),
      instructor_ids: JSON.stringify([instructorIds[1], instructorIds[0]]),
      sessions: JSON.stringify(sessions),
      duration_tr: '2 gün (16 saat)',
      duration_en: '2 days (16 hours)',
      price_tr: '4.500 TL + KDV',
      seo_title_tr: 'İç Denetçi',
      seo_description_tr: 'ISO iç denetçi eğitimi',
      is_popular: '1',
      is_published: '0',
    });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(res.json()).toMatchObject({ success: true, message: 'Başarılı!' });
    expect(data).toMatchObject({
      section: 'educations',
      category_id: subCategoryId,
      brand_id: null,
      seo_name: 'ic-denetci-egitimi',
      title: { tr: 'İç Denetçi Eğitimi', en: 'Internal Auditor Training' },
      summary: { tr: 'Kısa özet' },
      description: { tr: '<p>Detaylı <strong>içerik</strong></p>' },
      duration: { tr: '2 gün (16 saat)', en: '2 days (16 hours)' },
      price: { tr: '4.500 TL + KDV' },
      seo_title: { tr: 'İç Denetçi' },
      is_popular: 1,
      is_published: 0,
      instructor_ids: [instructorIds[1], instructorIds[0]],
      files: [],
      cover_url: null,
    });
    // Sessions are ordered by start; a time typed without a zone is Turkish time (UTC+3).
    expect(data.sessions).toEqual([
      {
        id: expect.any(Number),
        starts_at: '2030-01-09T21:00:00.000Z',
        ends_at: '2030-01-10T15:00:00.000Z',
        place: null,
        is_online: 1,
        seats: null,
        pre_registration_count: 0,
        seats_taken: 0,
      },
      {
        id: expect.any(Number),
        starts_at: '2030-03-02T06:00:00.000Z',
        ends_at: '2030-03-03T14:00:00.000Z',
        place: 'İstanbul',
        is_online: 0,
        seats: 20,
        pre_registration_count: 0,
        seats_taken: 0,
      },
    ]);
    expect((await admin.get(`/products/${data.id}`)).json().data).toEqual(data);
  });

  it('refuses bad input with per-field errors and stores nothing', async () => {
    const count = async () => (await t.app.db.selectFrom('products').select('id').execute()).length;
    const before = await count();
    const sessionCount = async () =>
      (await t.app.db.selectFrom('product_sessions').select('id').execute()).length;
    const sessionsBefore = await sessionCount();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ title: { en: 'x' }, category_id: categoryId }, { 'title.tr': 'Bu Alan Zorunlu' }],
      [{ title: { tr: 'x' } }, { category_id: 'Bu Alan Zorunlu' }],
      [{ title: { tr: 'x' }, category_id: 999999 }, { category_id: 'Kategori bulunamadı' }],
      [{ title: { tr: 'x' }, category_id: categoryId, brand_id: 999999 }, { brand_id: 'Marka bulunamadı' }],
      [
        { title: { tr: 'x' }, category_id: categoryId, instructor_ids: [999999] },
        { instructor_ids: 'Eğitmen bulunamadı' },
      ],
      [
        {
          title: { tr: 'x' },
          category_id: categoryId,
          sessions: [{ starts_at: '2030-01-02', ends_at: '2030-01-01', place: 'A' }],
        },
        { 'sessions[0].ends_at': 'Bitiş tarihi başlangıçtan önce olamaz' },
      ],
      [
        {
          title: { tr: 'x' },
          category_id: categoryId,
          sessions: [{ starts_at: 'yarın', ends_at: '2030-01-01' }],
        },
        {
          'sessions[0].starts_at': 'Geçerli Bir Tarih Giriniz',
          'sessions[0].place': expect.any(String) as unknown as string,
        },
      ],
      [
        { title: { tr: 'x' }, category_id: categoryId, sessions: 'not json' },
        { sessions: 'Geçersiz oturum listesi' },
      ],
      [
        { title: { tr: 'x' }, category_id: categoryId, is_popular: 'maybe' },
        { is_popular: expect.any(String) as unknown as string },
      ],
      [
        { title: { tr: 'x' }, category_id: categoryId, price: { tr: '1', en: 'x'.repeat(51) } },
        { 'price.en': 'Bu Alan 50 Karakteri Geçemez' },
      ],
      [
        { title: { tr: 'x' }, category_id: categoryId, duration: { tr: 3 } },
        { 'duration.tr': 'Bu Alan Metin Olmalı' },
      ],
    ];
    for (const [payload, errors] of cases) {
      const res = await admin.post('/products', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json()).toMatchObject({ success: false, errors });
    }
    expect(await count()).toBe(before);
    expect(await sessionCount()).toBe(sessionsBefore);
  });

  it('keeps a duration and price left blank in every language as not set (NULL), answered as {}', async () => {
    const course = await createCourse('Süresiz Eğitim', { duration: { tr: ' ', en: '' }, price: {} });
    const data = (await admin.get(`/products/${course.id}`)).json().data;
    expect(data).toMatchObject({ duration: {}, price: {} });
    const row = await t.app.db
      .selectFrom('products')
      .select(['duration', 'price'])
      .where('id', '=', course.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ duration: null, price: null });
  });

  it('answers 404 for a course that does not exist', async () => {
    expect((await admin.get('/products/999999')).statusCode).toBe(404);
    expect(
      (await admin.put('/products/999999', { title: { tr: 'x' }, category_id: categoryId })).statusCode,
    ).toBe(404);
    expect((await admin.del('/products/999999')).statusCode).toBe(404);
  });
});

describe('products: update', () => {
  it('replaces sessions and instructors as a whole, keeps them when not sent, and keeps them on a failed save', async () => {
    const course = await createCourse('Oturum Testi', { sessions, instructor_ids: instructorIds });
    const newSessions = [
      { starts_at: '2031-05-05T10:00', ends_at: '2031-05-05T12:00', place: 'Ankara', seats: 8 },
    ];

    const replaced = await admin.form(`/products/${course.id}`, {
      _method: 'PUT',
      title_tr: 'Oturum Testi',
      category_id: String(categoryId),
      sessions: JSON.stringify(newSessions),
      instructor_ids: JSON.stringify([instructorIds[1]]),
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({
      message: 'Güncellendi!',
      data: { instructor_ids: [instructorIds[1]] },
    });
    expect(await sessionRows(course.id)).toEqual([
      {
        starts_at: '2031-05-05T07:00:00.000Z',
        ends_at: '2031-05-05T09:00:00.000Z',
        place: 'Ankara',
        is_online: 0,
        seats: 8,
      },
    ]);

    // One bad session among good ones: the save is refused and the stored sessions stay exactly as they were.
    const bad = await admin.put(`/products/${course.id}`, {
      title: { tr: 'Oturum Testi' },
      category_id: categoryId,
      sessions: [...sessions, { starts_at: '2031-01-01', ends_at: '2030-01-01', place: 'X' }],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ 'sessions[2].ends_at': 'Bitiş tarihi başlangıçtan önce olamaz' });
    expect(await sessionRows(course.id)).toHaveLength(1);

    // A body without `sessions` and `instructor_ids` changes the course and leaves both lists alone.
    const titleOnly = await admin.put(`/products/${course.id}`, {
      title: { tr: 'Oturum Testi 2' },
      category_id: categoryId,
    });
    expect(titleOnly.json().data).toMatchObject({
      title: { tr: 'Oturum Testi 2' },
      instructor_ids: [instructorIds[1]],
    });
    expect(await sessionRows(course.id)).toHaveLength(1);

    // An empty list clears them.
    const cleared = await admin.form(`/products/${course.id}`, {
      _method: 'PUT',
      title_tr: 'Oturum Testi 2',
      category_id: String(categoryId),
      sessions: '[]',
      instructor_ids: '[]',
    });
    expect(cleared.json().data).toMatchObject({ sessions: [], instructor_ids: [] });
  });

  it('updates a session sent with its id in place, adds those without one and removes the rest', async () => {
    const course = await createCourse('Oturum Kimliği', { sessions });
    const stored = (await admin.get(`/products/${course.id}`)).json().data.sessions as Array<{
      id: number;
      place: string | null;
    }>;
    const istanbul = stored.find((session) => session.place === 'İstanbul')!;
    const otherCourse = await createCourse('Başka Kurs', { sessions });
    const foreign = (await admin.get(`/products/${otherCourse.id}`)).json().data.sessions[0] as {
      id: number;
    };

    const res = await admin.form(`/products/${course.id}`, {
      _method: 'PUT',
      title_tr: 'Oturum Kimliği',
      category_id: String(categoryId),
      sessions: JSON.stringify([
        { ...sessions[0], id: istanbul.id, place: 'Ankara', seats: 25 },
        // Another course's session id cannot be taken over: it becomes a new session of this course.
        { id: foreign.id, starts_at: '2031-02-02T09:00', ends_at: '2031-02-02T17:00', place: 'İzmir' },
      ]),
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await t.app.db
      .selectFrom('product_sessions')
      .select(['id', 'place', 'seats', 'product_id'])
      .where('product_id', 'in', [course.id, otherCourse.id])
      .orderBy('id')
      .execute();
    const mine = after.filter((row) => row.product_id === course.id);
    expect(mine.find((row) => row.id === istanbul.id)).toMatchObject({ place: 'Ankara', seats: 25 });
    expect(mine).toHaveLength(2);
    expect(mine.find((row) => row.place === 'İzmir')!.id).not.toBe(foreign.id);
    // The other course keeps its sessions untouched.
    expect(after.filter((row) => row.product_id === otherCourse.id)).toHaveLength(2);
  });

  it('keeps seo_name unique: a typed duplicate is refused, an empty one is derived', async () => {
    const a = await createCourse('Benzersiz Ad');
    const b = await createCourse('Benzersiz Ad');
    expect(b.seo_name).toBe('benzersiz-ad-2');
    const res = await admin.put(`/products/${b.id}`, {
      title: { tr: 'Benzersiz Ad' },
      category_id: categoryId,
      seo_name: a.seo_name,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ seo_name: expect.any(String) });
  });
});

describe('products: list, search, filter, queue', () => {
  const list = async (query: string) => (await admin.get(`/products?${query}`)).json().data;

  it('pages from 1 in the educations section by default', async () => {
    const res = await admin.get('/products?section=other-section');
    expect(res.json()).toEqual({
      success: true,
      data: { items: [], page: 1, per_page: 20, total: 0, last_page: 1 },
    });
    const all = await list('per_page=2');
    expect(all).toMatchObject({ page: 1, per_page: 2 });
    expect(all.items).toHaveLength(2);
    expect(all.last_page).toBe(Math.ceil(all.total / 2));
    const second = await list('per_page=2&page=2');
    expect(second.page).toBe(2);
    expect(second.items[0].id).not.toBe(all.items[0].id);
    expect(all.items[0]).toEqual({
      id: expect.any(Number),
      section: 'educations',
      seo_name: expect.any(String),
      title: expect.any(Object),
      category_id: expect.any(Number),
      category_name: expect.any(Object),
      is_popular: expect.any(Number),
      is_published: expect.any(Number),
      queue: expect.any(Number),
      cover_url: null,
      next_session_at: null,
      updated_at: expect.any(String),
      deleted_at: null,
    });
  });

  it('searches Turkish-aware and filters by category including sub-categories', async () => {
    await createCourse('ŞİRKET İÇİ İLETİŞİM', { category_id: otherCategoryId });
    const titles = async (query: string) =>
      (await list(query)).items.map((p: { title: { tr: string } }) => p.title.tr);
    expect(await titles('search=sirket%20ici')).toEqual(['ŞİRKET İÇİ İLETİŞİM']);
    expect(await titles(`search=${encodeURIComponent('iletişim')}`)).toEqual(['ŞİRKET İÇİ İLETİŞİM']);
    expect(await titles('search=internal%20auditor')).toEqual(['İç Denetçi Eğitimi']);
    expect(await titles(`category_id=${otherCategoryId}`)).toEqual(['ŞİRKET İÇİ İLETİŞİM']);
    // The main category lists its sub-category's course too.
    expect(await titles(`category_id=${categoryId}&search=denetci`)).toEqual(['İç Denetçi Eğitimi']);
    expect(await titles(`category_id=${subCategoryId}`)).toEqual(['İç Denetçi Eğitimi']);
    expect((await admin.get('/products?category_id=abc')).statusCode).toBe(422);
  });

  it('reorders the section with PUT /products/queue (also as POST + _method)', async () => {
    const section = 'queue-test';
    const ids: number[] = [];
    for (const title of ['Bir', 'İki', 'Üç']) ids.push((await createCourse(title, { section })).id);
    const order = async () => (await list(`section=${section}`)).items.map((p: { id: number }) => p.id);
    expect(await order()).toEqual(ids);
    const res = await admin.form('/products/queue', {
      _method: 'PUT',
      section,
      queue: JSON.stringify([ids[2], ids[0], ids[1]]),
    });
    expect(res.json()).toMatchObject({ success: true, message: 'Değiştirildi!' });
    expect(await order()).toEqual([ids[2], ids[0], ids[1]]);
    // A course of another section in the list: refused, nothing changes.
    const foreign = (await createCourse('Başka Bölüm')).id;
    const bad = await admin.put('/products/queue', { section, queue: [foreign, ids[0]] });
    expect(bad.statusCode).toBe(422);
    expect(await order()).toEqual([ids[2], ids[0], ids[1]]);
  });

  it('answers select options for courses and instructors', async () => {
    const courses = (await admin.get('/products/select-options')).json().data;
    expect(courses).toEqual(expect.arrayContaining([{ id: expect.any(Number), name: 'İç Denetçi Eğitimi' }]));
    const instructors = (await editor.get('/instructor/select-options')).json().data;
    expect(instructors).toEqual([
      { id: instructorIds[0], name: 'Ayşe Yılmaz' },
      { id: instructorIds[1], name: 'Mehmet Demir' },
    ]);
  });
});

describe('products: delete', () => {
  it('deletes the course for good from the trash with its sessions, instructor links, gallery rows and image files', async () => {
    const course = await createCourse('Silinecek Eğitim', { sessions, instructor_ids: instructorIds });
    const upload = await admin.form(`/products/${course.id}/files`, {}, [
      imagePart(await pngImage()),
      imagePart(await jpegImage(), 'b.jpg', 'files', 'image/jpeg'),
    ]);
    expect(upload.statusCode, upload.body).toBe(201);
    const paths = upload.json().data.flatMap((f: { url: string; thumb_url: string }) => [f.url, f.thumb_url]);
    expect(paths).toHaveLength(4);
    for (const p of paths) expect(fs.existsSync(diskPath(t, p))).toBe(true);

    // A delete moves the course to the trash with all it holds (issue 28); only the permanent one removes it.
    const trashed = await admin.form(`/products/${course.id}`, { _method: 'DELETE' });
    expect(trashed.json()).toMatchObject({
      success: true,
      message: 'Çöpe Taşındı!',
      data: { id: course.id },
    });
    for (const p of paths) expect(fs.existsSync(diskPath(t, p))).toBe(true);
    expect(await sessionRows(course.id)).toHaveLength(sessions.length);
    const res = await admin.form(`/products/${course.id}/permanent`, { _method: 'DELETE' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Silindi!', data: { id: course.id } });
    for (const p of paths) expect(fs.existsSync(diskPath(t, p))).toBe(false);
    await expectNothingLeftOfCourse(t, course.id);
    expect((await admin.get(`/products/${course.id}`)).statusCode).toBe(404);
  });
});

describe('products: the public site reflects admin changes at once', () => {
  const publicGet = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    return { status: res.statusCode, data: res.statusCode === 200 ? res.json().data : undefined };
  };

  it('publishing a course and reordering its gallery shows on the public search and detail page', async () => {
    const created = await admin.post('/products', {
      title: { tr: 'Yayın Testi Eğitimi' },
      category_id: categoryId,
      is_published: 0,
      sessions: [{ starts_at: '2031-02-01T09:00', ends_at: '2031-02-01T17:00', place: 'İzmir' }],
    });
    const course = created.json().data;
    // Prime the public cache while the course is still unpublished.
    const before = await publicGet('/api/pages/search-products?search=yayin%20testi');
    expect(before.data.total).toBe(0);
    expect((await publicGet(`/api/pages/course/${course.seo_name}`)).status).toBe(404);

    const files = (
      await admin.form(`/products/${course.id}/files`, {}, [
        imagePart(await pngImage(100, 100)),
        imagePart(await pngImage(120, 100)),
      ])
    ).json().data as { id: number; url: string }[];
    const published = await admin.form(`/products/${course.id}`, {
      _method: 'PUT',
      title_tr: 'Yayın Testi Eğitimi',
      category_id: String(categoryId),
      is_published: '1',
    });
    expect(published.statusCode).toBe(200);
    const found = await publicGet('/api/pages/search-products?search=yayin%20testi');
    expect(found.data.items.map((c: { id: number }) => c.id)).toEqual([course.id]);
    expect(found.data.items[0].cover).toBe(files[0].url);

    await admin.put(`/products/files-queue/${course.id}`, { file_list: [files[1].id, files[0].id] });
    const detail = await publicGet(`/api/pages/course/${course.seo_name}`);
    expect(detail.data.cover).toBe(files[1].url);
    expect(detail.data.files.map((f: { id: number }) => f.id)).toEqual([files[1].id, files[0].id]);
    expect(detail.data.sessions[0]).toMatchObject({ starts_at: '2031-02-01T06:00:00.000Z', place: 'İzmir' });
  });
});

/**
 * Pre-registrations as visitors send them, each from its own address (the forms' per-address limit) with
 * its own e-mail (`<mailbox>N@firma.com.tr`).
 */
async function registrations(mailbox: string, subnet: number) {
  const { headers } = await t.csrf();
  let n = 0;
  return async (sessionId: number, participants: number, waitlist = false) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pre-registrations',
      headers,
      remoteAddress: `10.${subnet}.0.${++n}`,
      payload: {
        session_id: sessionId,
        name: `Katılımcı ${n}`,
        email: `${mailbox}${n}@firma.com.tr`,
        phone: '0555 000 00 00',
        participants,
        kvkk_consent: '1',
        waitlist: waitlist ? '1' : '0',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
}

describe('products: pre-registrations per session (issue 13)', () => {
  it('counts each session’s Ön Kayıtlar and the seats they hold, and a save that sends the counts back keeps them', async () => {
    const course = await createCourse('Kontenjan Sayımı', {
      is_published: 1,
      sessions: [
        { starts_at: '2032-04-01T09:00', ends_at: '2032-04-01T17:00', place: 'Bursa', seats: 3 },
        { starts_at: '2032-05-01T09:00', ends_at: '2032-05-01T17:00', place: 'Bursa', seats: 10 },
      ],
    });
    const read = async () =>
      (await admin.get(`/products/${course.id}`)).json().data.sessions as Array<{
        id: number;
        pre_registration_count: number;
        seats_taken: number;
      }>;
    const [first, second] = await read();
    const register = await registrations('katilimci', 41);
    await register(first.id, 2);
    await register(first.id, 1);
    // Full now: the next one waits, counted as a pre-registration but holding no seat.
    await register(first.id, 1, true);
    await register(second.id, 4);

    expect((await read()).map((s) => [s.pre_registration_count, s.seats_taken])).toEqual([
      [3, 3],
      [1, 4],
    ]);

    // Cancelling one frees its seats; it still counts as one of the session's pre-registrations.
    const [cancelled] = (await admin.get(`/pre-registrations?session_id=${second.id}`)).json().data.items;
    await admin.put(`/pre-registrations/${cancelled.id}`, { status: 'cancelled' });
    const sessionsNow = await read();
    expect(sessionsNow.map((s) => [s.pre_registration_count, s.seats_taken])).toEqual([
      [3, 3],
      [1, 0],
    ]);

    // The edit form saves the sessions as it read them, counts included: ignored, the links kept.
    const saved = await admin.put(`/products/${course.id}`, {
      title: { tr: 'Kontenjan Sayımı' },
      category_id: categoryId,
      sessions: sessionsNow.map((s) => ({ ...s, pre_registration_count: 99, seats_taken: 99 })),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      (saved.json().data.sessions as typeof sessionsNow).map((s) => [s.id, s.pre_registration_count]),
    ).toEqual([
      [first.id, 3],
      [second.id, 1],
    ]);
  });
});

describe('products: seats below the places taken (issue 28)', () => {
  it('refuses a stored session’s seats below what its registrations hold, under that session’s seats, and changes nothing', async () => {
    const course = await createCourse('Kontenjan Tabanı', {
      is_published: 1,
      sessions: [
        { starts_at: '2033-04-01T09:00', ends_at: '2033-04-01T17:00', place: 'Bursa', seats: 10 },
        { starts_at: '2033-05-01T09:00', ends_at: '2033-05-01T17:00', place: 'Bursa', seats: 10 },
      ],
    });
    const [first, second] = (await admin.get(`/products/${course.id}`)).json().data.sessions as Array<{
      id: number;
      starts_at: string;
      ends_at: string;
      place: string;
      seats: number;
    }>;
    const register = await registrations('taban', 42);
    await register(second.id, 2);
    await register(second.id, 1);
    // Held by no seat: a cancelled registration (below) and the waiting list do not count, as on the site.
    await register(second.id, 4);
    const [newest] = (await admin.get(`/pre-registrations?session_id=${second.id}`)).json().data.items;
    await admin.put(`/pre-registrations/${newest.id}`, { status: 'cancelled' });

    const save = (seats: [number | '', number | '']) =>
      admin.put(`/products/${course.id}`, {
        title: { tr: 'Kontenjan Tabanı' },
        category_id: categoryId,
        is_published: 1,
        sessions: [
          { ...first, seats: seats[0] },
          { ...second, seats: seats[1] },
        ],
      });

    const refused = await save([10, 2]);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toEqual({
      success: false,
      message: 'Bu oturumda 3 kişi kayıtlı: kontenjan en az 3 olmalı',
      errors: { 'sessions[1].seats': 'Bu oturumda 3 kişi kayıtlı: kontenjan en az 3 olmalı' },
    });
    // All or nothing: the first session's change and the second's seats stay as they were.
    const refusedWithOther = await save([5, 0]);
    expect(refusedWithOther.statusCode).toBe(422);
    expect((await sessionRows(course.id)).map((row) => row.seats)).toEqual([10, 10]);

    // Exactly the places taken, or no limit at all, is accepted.
    expect((await save([5, 3])).statusCode).toBe(200);
    expect((await save([5, ''])).statusCode).toBe(200);
    expect((await sessionRows(course.id)).map((row) => row.seats)).toEqual([5, null]);
    // The waiting list holds no seat either: a full session's waiter does not raise the floor.
    await save([5, 3]);
    await register(second.id, 2, true);
    expect((await save([5, 3])).statusCode).toBe(200);
  });
});
