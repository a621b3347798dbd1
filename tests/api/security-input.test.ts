import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, multipart, type TestApp } from '../helpers/testApp.js';

/* Malformed input is the client's fault: a 4xx in the error envelope, never a 500, on SQLite and PostgreSQL. */

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = bearer(await t.adminToken());
});
afterAll(() => t.close());

let ip = 0;
const contactForm = { name: 'Ayşe Yılmaz', email: 'ayse@firma.com.tr', phone: '0532 555 44 33' };
const contactMessage = {
  ...contactForm,
  subject: 'Teklif',
  message: 'Eğitim hakkında bilgi almak istiyorum.',
};

async function publicPost(url: string, payload: Record<string, unknown> | ReturnType<typeof multipart>) {
  const { headers } = await t.csrf();
  const remoteAddress = `10.60.0.${++ip}`;
  const isForm = Buffer.isBuffer(payload.payload);
  return t.app.inject({
    method: 'POST',
    url,
    headers: isForm ? { ...headers, ...(payload.headers as Record<string, string>) } : headers,
    payload: isForm ? (payload.payload as Buffer) : payload,
    remoteAddress,
  });
}
const adminCall = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: admin, ...(payload ? { payload } : {}) });
const messages = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('contact_messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a list or an object where text is expected', () => {
  it('is a 422 on that field, on the public forms and the login', async () => {
    const repeated = await publicPost(
      '/api/contact',
      multipart({ ...contactMessage, name: ['Ayşe', 'Ali'] }),
    );
    expect(repeated.statusCode).toBe(422);
    expect(repeated.json()).toMatchObject({ success: false, errors: { name: 'Bu Alan Metin Olmalı' } });
    const object = await publicPost('/api/contact', { ...contactMessage, message: { $gt: '' } });
    expect(object.statusCode).toBe(422);
    expect(object.json().errors).toEqual({ message: 'Bu Alan Metin Olmalı' });
    const login = await publicPost('/api/auth/login', { email: ['a@b.co'], password: 'x-y-z-1' });
    expect(login.statusCode).toBe(422);
    expect(login.json().errors).toEqual({ email: 'Bu Alan Metin Olmalı' });
    expect(await messages()).toBe(0);
  });

  it('is a 422 on the admin forms too, nested fields named by their path', async () => {
    const brand = await adminCall('POST', '/brands', { name: { tr: 'Marka' } });
    expect(brand.statusCode).toBe(422);
    expect(brand.json().errors).toEqual({ name: 'Bu Alan Metin Olmalı' });
    const block = await adminCall('PUT', '/contents/home/features', {
      title: { tr: 'Özellikler' },
      items: [{ title: { tr: 'Bir' }, file_img: ['/uploads/a.webp'] }],
    });
    expect(block.statusCode).toBe(422);
    expect(block.json().errors).toEqual({ 'items[0].file_img': 'Bu Alan Metin Olmalı' });
  });
});

describe('a NUL character', () => {
  it('is refused with 400 in a JSON, urlencoded or multipart body, and nothing is stored', async () => {
    const json = await publicPost('/api/contact', { ...contactMessage, message: 'Merhaba\u0000dünya' });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({
      success: false,
      message: 'Gönderilen veri geçersiz bir karakter içeriyor',
    });
    const form = await publicPost('/api/contact', multipart({ ...contactMessage, subject: 'a\u0000b' }));
    expect(form.statusCode).toBe(400);
    const urlencoded = await t.app.inject({
      method: 'POST',
      url: '/api/admin/support',
      headers: { ...admin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'subject=Konu&message=a%00b',
    });
    expect(urlencoded.statusCode).toBe(400);
    expect(await messages()).toBe(0);
  });

  it('is refused with 400 in the path or the query, after the admin guard', async () => {
    for (const url of ['/languages/%00', '/users?search=a%00b', '/contents/home%00/hero']) {
      const res = await adminCall('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/languages/%00' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/pages/course/%00' })).statusCode).toBe(400);
  });
});

describe('ids', () => {
  it('beyond a 32-bit integer in a body or query are a 422 on the field', async () => {
    const cases: [string, string, object, string][] = [
      ['POST', '/products', { title: { tr: 'X' }, category_id: 2147483648 }, 'category_id'],
      [
        'POST',
        '/products',
        { title: { tr: 'X' }, category_id: 1, instructor_ids: '99999999999' },
        'instructor_ids[0]',
      ],
      ['POST', '/categories', { name: { tr: 'X' }, parent_id: '99999999999999999999' }, 'parent_id'],
      ['PUT', '/brands/queue', { queue: [1, 2147483648] }, 'queue[1]'],
      [
        'POST',
        '/users',
        { name: 'X', email: 'x@y.co', password: 'abc-123', role_group_id: 2147483648 },
        'role_group_id',
      ],
    ];
    for (const [method, url, payload, field] of cases) {
      const res = await adminCall(method as 'POST', url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(422);
      expect(Object.keys(res.json().errors), `${method} ${url}`).toContain(field);
    }
    expect((await adminCall('GET', '/products?category_id=2147483648')).statusCode).toBe(422);
    expect((await adminCall('GET', '/categories?sub_category=2147483648')).statusCode).toBe(422);
  });

  it('in the path that are not positive 32-bit integers answer 404 JSON', async () => {
    for (const id of ['abc', '-1', '0', '1.5', '1e3', '2147483648', '99999999999999999999']) {
      const res = await adminCall('GET', `/users/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Kayıt bulunamadı' });
    }
  });
});

describe('URLs and paging', () => {
  it('a malformed %-escape or an over-long path segment answers in the error envelope', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/users/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, message: 'Geçersiz adres' });
    const long = await t.app.inject({ method: 'GET', url: `/api/pages/course/${'x'.repeat(300)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ success: false, message: 'Geçersiz adres' });
  });

  it('clamps page and per_page instead of failing', async () => {
    for (const query of ['page=-1&per_page=100000', 'page=abc&per_page=-5', 'page[]=2&per_page[]=3']) {
      const res = await adminCall('GET', `/contracts?${query}`);
      expect(res.statusCode, query).toBe(200);
      const { page, per_page } = res.json().data;
      expect(page).toBe(1);
      expect(per_page).toBeGreaterThanOrEqual(1);
      expect(per_page).toBeLessThanOrEqual(100);
    }
  });
});
