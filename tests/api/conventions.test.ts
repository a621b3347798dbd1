import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, type InjectOptions, multipart } from '../helpers/testApp.js';
import { useTestApp } from '../helpers/useTestApp.js';

const t = useTestApp();
let admin: string;

beforeAll(async () => {
  // Added before the app is ready: a route that fails with an internal error, to check what leaks.
  t.app.get('/api/boom', async () => {
    throw new Error('secret internal detail at /srv/akademi/server/db.ts:42');
  });
  admin = await t.adminToken();
});

const settings = {
  google_script: '<script>window.ga=1</script>',
  yandex_script: '',
  fb_pixel_script: '<script>fbq("init")</script>',
  keywords: 'eğitim, danışmanlık, İSO 9001',
  trash_retention_days: '14',
  waitlist_hold_hours: '24',
  confirmation_mail_statuses: 'confirmed,cancelled',
};

/** A request to the site settings as the administrator (or `token`), with any headers added to its bearer. */
const siteSettings = (
  method: 'GET' | 'POST' | 'PUT',
  {
    payload,
    headers = {},
    token = admin,
  }: { payload?: InjectOptions['payload']; headers?: Record<string, string>; token?: string } = {},
) =>
  t.app.inject({
    method,
    url: '/api/admin/settings/site',
    headers: { ...bearer(token), ...headers },
    payload,
  });

describe('_method override', () => {
  it('POST multipart with _method=PUT reaches the PUT handler, and GET returns what it saved', async () => {
    const form = multipart({ ...settings, _method: 'PUT' });
    const res = await siteSettings('POST', { payload: form.payload, headers: form.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Güncellendi!' });
    const got = await siteSettings('GET');
    expect(got.json().data).toEqual({
      ...settings,
      keywords: ['eğitim', 'danışmanlık', 'İSO 9001'],
      trash_retention_days: 14,
      waitlist_hold_hours: 24,
      confirmation_mail_statuses: ['confirmed', 'cancelled'],
    });
  });

  it('POST urlencoded with _method=put (any case) works too', async () => {
    const res = await siteSettings('POST', {
      payload: 'google_script=&yandex_script=y&fb_pixel_script=&keywords=a%2Cb&_method=put',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ yandex_script: 'y', keywords: ['a', 'b'] });
  });

  it('a real PUT with a JSON body reaches the same handler', async () => {
    const res = await siteSettings('PUT', { payload: { ...settings, keywords: ['json'] } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.keywords).toEqual(['json']);
  });

  it('answers 405 for any other _method value and for a POST the URL does not have', async () => {
    for (const method of ['GET', 'TRACE', 'POST', 'CONNECT', 'DELETE']) {
      const res = await siteSettings('POST', { payload: { _method: method } });
      expect(res.statusCode, method).toBe(405);
      expect(res.json().success).toBe(false);
    }
    const plain = await siteSettings('POST', { payload: {} });
    expect(plain.statusCode).toBe(405);
  });

  it('applies the target route’s access rule: an editor cannot reach PUT through POST', async () => {
    const editor = await t.editorToken();
    const res = await siteSettings('POST', { payload: { ...settings, _method: 'PUT' }, token: editor });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, message: 'Bu işlem için yetkiniz yok' });
  });

  it('validates with per-field errors and stores nothing on bad input', async () => {
    const before = await siteSettings('GET');
    const res = await siteSettings('PUT', { payload: { ...settings, google_script: 'x'.repeat(20001) } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, errors: { google_script: expect.any(String) } });
    const after = await siteSettings('GET');
    expect(after.json()).toEqual(before.json());
  });
});

describe('request bodies', () => {
  it('refuses an over-long multipart field with 413 instead of silently truncating it', async () => {
    const form = multipart({ _method: 'PUT', google_script: 'x'.repeat(1024 * 1024 + 10) });
    const res = await siteSettings('POST', { payload: form.payload, headers: form.headers });
    expect(res.statusCode).toBe(413);
    expect(res.json().success).toBe(false);
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await siteSettings('PUT', {
      payload: '{"google_script":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Geçersiz JSON gövdesi' });
  });
});

describe('error envelope', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Adres bulunamadı' });
  });

  it('answers an unknown admin path with 404 only after authentication', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/nothing-here', headers: bearer(admin) });
    expect(res.statusCode).toBe(404);
  });

  it('never shows internal messages, paths or stacks in a 5xx', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, message: 'Sunucu Hatası!' });
    expect(res.body).not.toMatch(/secret|\/srv|db\.ts|at /);
  });
});
