import { beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../fuzz/endpoints.js';
import { bearer, multipart, postWithCsrf } from '../helpers/testApp.js';
import { useTestApp } from '../helpers/useTestApp.js';
import { type AdminClient, adminClient, count, refusedFields } from './admin-helpers.js';

/* Malformed input is the client's fault: a 4xx in the error envelope, never a 500, on SQLite and PostgreSQL. */

const t = useTestApp({ seed: true });
let admin: Record<string, string>;
/** The administrator's client, for the urlencoded bodies a plain HTML form sends. */
let adminForms: AdminClient;

beforeAll(async () => {
  const token = await t.adminToken();
  admin = bearer(token);
  adminForms = adminClient(t, token);
});

let ip = 0;
const contactForm = { name: 'Ayşe Yılmaz', email: 'ayse@firma.com.tr', phone: '0532 555 44 33' };
const contactMessage = {
  ...contactForm,
  subject: 'Teklif',
  message: 'Eğitim hakkında bilgi almak istiyorum.',
};

async function publicPost(url: string, payload: Record<string, unknown> | ReturnType<typeof multipart>) {
  const remoteAddress = `10.60.0.${++ip}`;
  if (!Buffer.isBuffer(payload.payload)) return postWithCsrf(t, url, payload, { remoteAddress });
  return postWithCsrf(t, url, payload.payload, {
    headers: payload.headers as Record<string, string>,
    remoteAddress,
  });
}
const adminCall = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: admin, ...(payload ? { payload } : {}) });
const messages = () => count(t.app.db, 'contact_messages');

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
    const urlencoded = await adminForms.urlencoded('/support', 'subject=Konu&message=a%00b');
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

describe('keys named like inherited properties (constructor, toString, __proto__…)', () => {
  const refused = { success: false, message: 'Gönderilen veri izin verilmeyen bir alan adı içeriyor' };

  it('are a 400 in a JSON, urlencoded or multipart body, nested too, and nothing is stored', async () => {
    const json = await publicPost('/api/contact', { ...contactMessage, constructor: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject(refused);
    const nested = await adminCall('POST', '/brands', { name: 'Marka', extra: { list: [{ toString: 1 }] } });
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toEqual({
      ...refused,
      errors: { 'extra.list[0].toString': 'Bu alan adı kullanılamaz' },
    });
    const urlencoded = await adminForms.urlencoded('/support', 'subject=Konu&message=Metin&valueOf=1');
    expect(urlencoded.statusCode).toBe(400);
    const form = await publicPost('/api/contact', multipart({ ...contactMessage, hasOwnProperty: 'x' }));
    expect(form.statusCode).toBe(400);
    expect(form.json().success).toBe(false);
    const proto = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/site',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '{"__proto__":{"google_script":"x"}}',
    });
    expect(proto.statusCode).toBe(400);
    expect(await messages()).toBe(0);
  });

  it('are a 400 or a 422 inside JSON text a form field carries, never a 500', async () => {
    const contract = await adminCall('POST', '/contracts', { form_data: '{"name":"S","constructor":1}' });
    expect(contract.statusCode).toBe(400);
    expect(contract.json()).toMatchObject(refused);
    const sessions = await adminCall('POST', '/products', {
      title: { tr: 'X' },
      category_id: 1,
      sessions: '[{"constructor":1}]',
    });
    expect(sessions.statusCode).toBe(422);
    const name = await adminCall('PUT', '/settings/company', { company_name: '{"tr":"A","toString":"B"}' });
    expect(name.statusCode).toBe(422);
  });
});

describe('bodies that are no form', () => {
  it('multipart without a boundary, with a malformed one or cut short is a 400, never a 500', async () => {
    const complete = multipart({ _method: 'PUT', google_script: '' });
    const cases: [string, Buffer][] = [
      ['multipart/form-data', complete.payload],
      [`multipart/form-data; boundary=${'b'.repeat(100)}`, complete.payload],
      ['multipart/form-data; boundary="unterminated', complete.payload],
      [complete.headers['content-type'], complete.payload.subarray(0, complete.payload.length - 20)],
      [complete.headers['content-type'], Buffer.from('not multipart at all')],
    ];
    for (const [type, payload] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/settings/site',
        headers: { ...admin, 'content-type': type },
        payload,
      });
      expect(res.statusCode, type).toBe(400);
      expect(res.json(), type).toEqual({ success: false, message: 'Geçersiz form verisi' });
    }
    const cut = multipart(contactMessage);
    const publicCut = await publicPost('/api/contact', {
      headers: cut.headers,
      payload: cut.payload.subarray(0, 40),
    });
    expect(publicCut.statusCode).toBe(400);
    expect(await messages()).toBe(0);
  });

  it('text/plain, XML and other content types are a 415 in the envelope, not yup English', async () => {
    for (const type of [
      'text/plain',
      'text/plain; charset=utf-8',
      'application/xml',
      'application/octet-stream',
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/site',
        headers: { ...admin, 'content-type': type },
        payload: 'google_script=x',
      });
      expect(res.statusCode, type).toBe(415);
      expect(res.json(), type).toEqual({ success: false, message: 'Desteklenmeyen içerik türü' });
    }
  });

  it('a JSON list, string, number or a deeply nested body is a 400 in Turkish', async () => {
    for (const payload of ['[1,2]', '"text"', '42', `${'['.repeat(10_000)}${']'.repeat(10_000)}`]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/site',
        headers: { ...admin, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload.slice(0, 10)).toBe(400);
      expect(res.json().message, payload.slice(0, 10)).toMatch(/^Gönderilen ver/);
    }
  });

  it('wrong types answer in Turkish: none of yup’s English messages reaches the client', async () => {
    const res = await adminCall('PUT', '/settings/site', {
      google_script: null,
      yandex_script: '',
      fb_pixel_script: '',
      keywords: [null, 'a'],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ google_script: 'Bu Alan Zorunlu', 'keywords[0]': 'Bu Alan Zorunlu' });
    expect(res.body).not.toMatch(/must be|cannot be null|is a required field/);
  });
});

describe('settings updates', () => {
  const scripts = {
    google_script: '<script>window.ga=1</script>',
    yandex_script: '<script>window.ym=1</script>',
    fb_pixel_script: '<script>fbq("init")</script>',
    keywords: ['eğitim'],
  };

  /** What the settings answer holds beyond the scripts: the trash's period, 30 days unless set (issue 28). */
  /** The settings a save may leave out keep their defaults (trash days; the waiting list's, issue 29). */
  const withDefaults = (sent: Record<string, unknown>) => ({
    ...sent,
    trash_retention_days: 30,
    waitlist_hold_hours: 48,
    confirmation_mail_statuses: ['confirmed'],
  });

  it('a body naming no setting is refused with per-field errors and wipes nothing', async () => {
    expect((await adminCall('PUT', '/settings/site', scripts)).statusCode).toBe(200);
    for (const payload of [{ foo: 'bar' }, {}]) {
      const res = await adminCall('PUT', '/settings/site', payload);
      expect(res.statusCode).toBe(422);
      expect(refusedFields(res)).toEqual(['fb_pixel_script', 'google_script', 'keywords', 'yandex_script']);
    }
    const form = await adminForms.urlencoded('/settings/site', '_method=PUT&foo=bar');
    expect(form.statusCode).toBe(422);
    expect((await adminCall('GET', '/settings/site')).json().data).toEqual(withDefaults(scripts));
  });

  it('a partial body is refused, naming the fields it leaves out, and applies nothing', async () => {
    const res = await adminCall('PUT', '/settings/site', { yandex_script: '' });
    expect(res.statusCode).toBe(422);
    expect(refusedFields(res)).toEqual(['fb_pixel_script', 'google_script', 'keywords']);
    expect((await adminCall('GET', '/settings/site')).json().data).toEqual(withDefaults(scripts));
    const complete = await adminCall('PUT', '/settings/site', { ...scripts, yandex_script: '' });
    expect(complete.json().data).toEqual(withDefaults({ ...scripts, yandex_script: '' }));
  });

  it('the company configuration, page meta and content blocks refuse a body naming none of their fields', async () => {
    const company = (await adminCall('GET', '/settings/company')).json().data;
    expect((await adminCall('PUT', '/settings/company', { foo: 'bar' })).statusCode).toBe(422);
    expect((await adminCall('GET', '/settings/company')).json().data).toEqual(company);
    expect((await adminCall('PUT', '/page-meta/home', { foo: 'bar' })).statusCode).toBe(422);
    const hero = (await adminCall('GET', '/contents/home/hero')).json().data.data;
    expect((await adminCall('PUT', '/contents/home/hero', { foo: 'bar' })).statusCode).toBe(422);
    expect((await adminCall('PUT', '/contents/home/hero', { data: { foo: 'bar' } })).statusCode).toBe(422);
    expect((await adminCall('GET', '/contents/home/hero')).json().data.data).toEqual(hero);
  });
});

describe('query strings and path segments checked by the route schemas', () => {
  it('an over-long or repeated query value is a 400 naming the parameter', async () => {
    const long = await adminCall('GET', `/contracts?search=${'a'.repeat(201)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      success: false,
      message: 'Geçersiz sorgu parametresi',
      errors: { search: 'Geçersiz değer' },
    });
    expect((await adminCall('GET', '/contracts?page=1&page=2')).statusCode).toBe(400);
    expect((await adminCall('GET', `/news?page=${'9'.repeat(13)}`)).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/pages/news?x=${'a'.repeat(2001)}` })).statusCode,
    ).toBe(400);
  });

  it('is checked after the access rule: an editor learns nothing from the shape of a refusal', async () => {
    const editor = bearer(await t.editorToken());
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users?search=${'a'.repeat(600)}`,
      headers: editor,
    });
    expect(res.statusCode).toBe(403);
  });

  it('a path segment that is no id names no record: 404 on reads and writes alike', async () => {
    for (const [method, url] of [
      ['GET', '/brands/abc'],
      ['PUT', '/brands/1.5'],
      ['POST', '/brands/-1'],
      ['PUT', '/products/files-queue/x'],
    ] as const) {
      const res = await adminCall(method, url, method === 'GET' ? undefined : { _method: 'DELETE' });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ success: false, message: 'Kayıt bulunamadı' });
    }
  });

  it('a _method that is not one piece of text is a 405', async () => {
    const res = await adminForms.urlencoded('/settings/site', '_method=PUT&_method=PUT&google_script=x');
    expect(res.statusCode).toBe(405);
  });
});

describe('replies', () => {
  it('no admin GET answers with a password hash, a token hash or the password column', async () => {
    await t.app.ready();
    const gets = routeTable(t.app, ['GET']).filter(
      (route) => route.area === 'admin' && !route.url.includes('*'),
    );
    expect(gets.length).toBeGreaterThan(20);
    for (const route of gets) {
      for (const id of ['1', '2', '3']) {
        const url = route.url.replace(/:(\w+)/g, (_match, name: string) =>
          name === 'id' || name.endsWith('Id')
            ? id
            : ({ page: 'home', name: 'hero', key: 'tr' }[name] ?? 'home'),
        );
        const res = await t.app.inject({ method: 'GET', url, headers: admin });
        expect(res.statusCode, url).toBeLessThan(500);
        expect(res.body, url).not.toMatch(/\$argon2|password_hash|token_hash|binding_hash/);
      }
    }
  });
});
