import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { missingFileMessage } from '../../server/routes/admin/companyConfig.js';
import { scriptHash } from '../../server/ssr/scriptHashes.js';
import { imagePart, pngImage } from '../helpers/catalogue.js';
import { useFakeDist } from '../helpers/useTestApp.js';
import {
  type AdminClient,
  adminClient,
  count,
  json,
  refusedFields,
  seedLanguages,
  useAdminTestApp,
} from './admin-helpers.js';

// A stand-in for the built front end, so the HTML each area gets can be inspected.
const dist = useFakeDist();
const { t, admin, editor } = useAdminTestApp(() => ({ env: { DIST_DIR: dist.dir } }));
beforeAll(() => seedLanguages(t.app.db));

const ciBase = '/settings/contact-information';
const smBase = '/settings/social-media';

describe('contact information', () => {
  it('creates items from content_data, appended at the end of the order', async () => {
    const phone = await admin.form(ciBase, {
      section: 'telefon',
      name: 'Merkez',
      content_data: '+90 212 000 00 00',
      lang: 'tr',
    });
    expect(phone.statusCode).toBe(201);
    expect(json(phone)).toMatchObject({
      success: true,
      message: 'Başarılı!',
      data: { section: 'telefon', name: 'Merkez', content: '+90 212 000 00 00', lang: 'tr' },
    });
    await admin.post(ciBase, {
      section: 'email',
      name: 'Bilgi',
      content_data: 'info@akademi.local',
      lang: 'tr',
    });
    await admin.post(ciBase, {
      section: 'adres',
      name: 'Merkez Ofis',
      content_data: 'Levent, İstanbul',
      lang: 'en',
    });
    const list = json(await admin.get(ciBase));
    expect(list.data).toMatchObject({ page: 1, total: 3, last_page: 1 });
    expect(list.data.items.map((i: { name: string }) => i.name)).toEqual(['Merkez', 'Bilgi', 'Merkez Ofis']);
    expect(json(await admin.get(`${ciBase}?section=email`)).data.total).toBe(1);
    expect(json(await admin.get(`${ciBase}?lang=en`)).data.total).toBe(1);
    expect(json(await admin.get(`${ciBase}?search=istanbul`)).data.total).toBe(1);
    expect(json(await admin.get(`${ciBase}/${list.data.items[0].id}`)).data.name).toBe('Merkez');
  });

  it('refuses bad input with per-field errors and stores nothing', async () => {
    const before = await count(t.app.db, 'contact_information');
    const bad = await admin.post(ciBase, { section: 'fax', name: '', content_data: '', lang: 'xx' });
    expect(json(bad).errors).toEqual({
      section: 'Geçersiz Seçim',
      name: 'Bu Alan Zorunlu',
      content: 'Bu Alan Zorunlu',
    });
    const email = await admin.post(ciBase, {
      section: 'email',
      name: 'E',
      content_data: 'not-an-email',
      lang: 'tr',
    });
    expect(json(email).errors).toEqual({ content: 'Geçerli E-Mail Adresi Giriniz' });
    const link = await admin.post(ciBase, {
      section: 'source_link',
      name: 'Harita',
      content_data: 'javascript:alert(1)',
      lang: 'tr',
    });
    expect(json(link).errors).toEqual({ content: expect.stringContaining('Geçerli Bir Adres') });
    const lang = await admin.post(ciBase, { section: 'telefon', name: 'T', content_data: '1', lang: 'fr' });
    expect(json(lang).errors).toEqual({ lang: 'Geçersiz Dil Kodu' });
    expect(await count(t.app.db, 'contact_information')).toBe(before);
  });

  it('updates with the id in the body or the URL; fields left out keep their value', async () => {
    const [first] = json(await admin.get(ciBase)).data.items;
    const viaForm = await admin.form(ciBase, {
      _method: 'PUT',
      id: String(first.id),
      content_data: '+90 212 111 11 11',
    });
    expect(json(viaForm)).toMatchObject({
      message: 'Güncellendi!',
      data: { id: first.id, name: 'Merkez', content: '+90 212 111 11 11', section: 'telefon' },
    });
    const viaUrl = await admin.put(`${ciBase}/${first.id}`, { name: 'Santral' });
    expect(json(viaUrl).data).toMatchObject({ name: 'Santral', content: '+90 212 111 11 11' });
    expect(json(await admin.put(`${ciBase}/${first.id}`, { section: 'email' })).errors).toEqual({
      content: 'Geçerli E-Mail Adresi Giriniz',
    });
    expect((await admin.put(ciBase, { name: 'x' })).statusCode).toBe(422);
    expect((await admin.put(`${ciBase}/99999`, { name: 'x' })).statusCode).toBe(404);
  });

  it('reorders atomically: the new order sticks, a list with a foreign id changes nothing', async () => {
    const before = json(await admin.get(ciBase)).data.items.map((i: { id: number }) => i.id);
    const reversed = [...before].reverse();
    const res = await admin.form(`${ciBase}/queue`, { queue: reversed.map(String) });
    expect(json(res)).toMatchObject({ success: true, message: 'Değiştirildi!' });
    const after = json(await admin.get(ciBase)).data.items;
    expect(after.map((i: { id: number }) => i.id)).toEqual(reversed);
    expect(after.map((i: { queue: number }) => i.queue)).toEqual([3, 2, 1]);

    const foreign = await admin.put(`${ciBase}/queue`, { queue: [before[0], 99999, before[1]] });
    expect(foreign.statusCode).toBe(422);
    expect(json(foreign).message).toBe('Sıra Düzeni Değiştirilmedi!');
    // An id of another kind is foreign to a reorder scoped to one section.
    const scoped = await admin.post(`${ciBase}/queue`, { section: 'telefon', queue: [before[0], before[1]] });
    expect(scoped.statusCode).toBe(422);
    expect(json(await admin.get(ciBase)).data.items.map((i: { id: number }) => i.id)).toEqual(reversed);
    expect((await admin.post(`${ciBase}/queue`, { queue: [] })).statusCode).toBe(422);
  });

  it('deletes with the id in the body (form _method=DELETE) or in the URL', async () => {
    const items = json(await admin.get(ciBase)).data.items as { id: number }[];
    expect(json(await admin.form(ciBase, { _method: 'DELETE', id: String(items[0].id) })).message).toBe(
      'Silindi!',
    );
    expect(json(await admin.del(`${ciBase}/${items[1].id}`)).message).toBe('Silindi!');
    expect(json(await admin.del(ciBase, { id: items[2].id })).data.id).toBe(items[2].id);
    expect(await count(t.app.db, 'contact_information')).toBe(0);
    expect((await admin.del(`${ciBase}/${items[0].id}`)).statusCode).toBe(404);
  });
});

describe('social media', () => {
  it('creates, lists in order, updates the uri alone and deletes', async () => {
    for (const [name, uri] of [
      ['Facebook', 'https://facebook.com/akademi'],
      ['Instagram', 'https://instagram.com/akademi'],
      ['LinkedIn', 'https://linkedin.com/company/akademi'],
    ]) {
      const res = await admin.form(smBase, { name, uri });
      expect(json(res)).toMatchObject({ success: true, message: 'Başarılı!', data: { name, uri } });
    }
    const items = json(await admin.get(smBase)).data.items as { id: number; name: string }[];
    expect(items.map((i) => i.name)).toEqual(['Facebook', 'Instagram', 'LinkedIn']);
    const updated = await admin.form(smBase, {
      _method: 'PUT',
      id: String(items[0].id),
      uri: 'https://fb.com/akademi',
    });
    expect(json(updated).data).toMatchObject({ name: 'Facebook', uri: 'https://fb.com/akademi' });
    expect(json(await admin.put(`${smBase}/${items[0].id}`, { name: 'FB' })).data.name).toBe('FB');
    expect(json(await admin.get(`${smBase}/${items[0].id}`)).data.name).toBe('FB');
  });

  it('accepts only http(s) addresses, with per-field errors and nothing stored', async () => {
    const before = await count(t.app.db, 'social_media');
    for (const uri of ['javascript:alert(1)', 'ftp://x.com', 'not a url', '']) {
      const res = await admin.post(smBase, { name: 'X', uri });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(json(res).errors)).toEqual(['uri']);
    }
    expect(json(await admin.post(smBase, { uri: 'https://x.com' })).errors).toEqual({
      name: 'Bu Alan Zorunlu',
    });
    const id = json(await admin.get(smBase)).data.items[0].id;
    expect((await admin.put(`${smBase}/${id}`, { uri: 'data:text/html,x' })).statusCode).toBe(422);
    expect(await count(t.app.db, 'social_media')).toBe(before);
  });

  it('reorders in one request and refuses a list with a foreign id', async () => {
    const ids = json(await admin.get(smBase)).data.items.map((i: { id: number }) => i.id);
    const order = [ids[2], ids[0], ids[1]];
    expect(json(await admin.post(`${smBase}/queue`, { queue: JSON.stringify(order) })).message).toBe(
      'Değiştirildi!',
    );
    expect(json(await admin.get(smBase)).data.items.map((i: { id: number }) => i.id)).toEqual(order);
    const refused = await admin.form(`${smBase}/queue`, {
      _method: 'PUT',
      queue: [String(ids[0]), '424242'],
    });
    expect(refused.statusCode).toBe(422);
    const duplicate = await admin.post(`${smBase}/queue`, { queue: [ids[0], ids[0], ids[1], ids[2]] });
    expect(duplicate.statusCode).toBe(422);
    expect(json(await admin.get(smBase)).data.items.map((i: { id: number }) => i.id)).toEqual(order);
  });

  it('deletes with the id in the body or the URL', async () => {
    const ids = json(await admin.get(smBase)).data.items.map((i: { id: number }) => i.id);
    expect(json(await admin.del(smBase, { id: ids[0] })).message).toBe('Silindi!');
    expect(json(await admin.form(`${smBase}/${ids[1]}`, { _method: 'DELETE' })).message).toBe('Silindi!');
    expect(await count(t.app.db, 'social_media')).toBe(1);
  });
});

describe('company configuration', () => {
  const valid = {
    main_logo_path: '/uploads/brand/placeholder.webp',
    fav_ico_logo_path: '/favicon.ico',
    second_logo_path: 'https://cdn.example.com/logo-2.png',
    main_color: '#1A2B3C',
    second_color: '#ffcc00',
    project_company_name: 'Akademi Portal',
    company_name: { tr: 'Akademi Eğitim A.Ş.', en: 'Akademi Training Inc.' },
    project_company_url: 'https://akademi.example.com',
  };

  /** Uploads a logo or favicon and answers the path the form then saves. */
  const uploadBrandImage = async (slot: 'logo' | 'favicon', image: Buffer) => {
    const res = await admin.form('/settings/company/logo', { slot }, [imagePart(image, 'logo.png', 'file')]);
    expect(res.statusCode, res.body).toBe(201);
    return json(res).data as { url: string; width: number; height: number };
  };
  const served = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return sharp(res.rawPayload).metadata();
  };

  it('takes a logo and a favicon as uploads, checked by content and converted', async () => {
    const logo = await uploadBrandImage('logo', await pngImage(1600, 400, '#0a3d62'));
    expect(logo.url).toMatch(/^\/uploads\/brand\/[a-f0-9]{32}\.webp$/);
    expect([logo.width, logo.height]).toEqual([800, 200]);
    expect((await served(logo.url)).format).toBe('webp');
    const favicon = await uploadBrandImage('favicon', await pngImage(300, 200, '#e67e22'));
    expect(favicon.url).toMatch(/^\/uploads\/brand\/[a-f0-9]{32}\.png$/);
    expect(await served(favicon.url)).toMatchObject({ format: 'png', width: 64, height: 64, hasAlpha: true });

    const saved = await admin.put('/settings/company', {
      main_logo_path: logo.url,
      fav_ico_logo_path: favicon.url,
    });
    expect(json(saved).data).toMatchObject({ main_logo_path: logo.url, fav_ico_logo_path: favicon.url });
    valid.main_logo_path = logo.url;

    const html = await admin.form('/settings/company/logo', { slot: 'logo' }, [
      imagePart(Buffer.from('<!doctype html><script>alert(1)</script>'), 'logo.png', 'file'),
    ]);
    expect(html.statusCode).toBe(415);
    expect((await admin.form('/settings/company/logo', { slot: 'logo' })).statusCode).toBe(422);
    expect((await editor.form('/settings/company/logo', { slot: 'logo' })).statusCode).toBe(403);
  });

  it('refuses a path under /uploads/ that names no file, instead of saving a broken logo', async () => {
    const before = json(await admin.get('/settings/company')).data;
    const res = await admin.put('/settings/company', { main_logo_path: '/uploads/brand/yok.webp' });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({ main_logo_path: missingFileMessage });
    expect(json(await admin.get('/settings/company')).data).toEqual(before);
  });

  it('answers defaults before anything is saved, then saves and reads back', async () => {
    const initial = json(await admin.get('/settings/company'));
    expect(initial.data).toMatchObject({
      main_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
      company_name: { tr: expect.any(String) },
    });
    const res = await admin.put('/settings/company', valid);
    expect(json(res)).toMatchObject({
      success: true,
      message: 'Güncellendi!',
      data: { ...valid, main_color: '#1a2b3c' },
    });
    expect(json(await admin.get('/settings/company')).data.company_name).toEqual(valid.company_name);
  });

  it('takes form data with company_name as JSON and keeps fields left out', async () => {
    const res = await admin.form('/settings/company', {
      _method: 'PUT',
      main_color: '#000000',
      company_name: JSON.stringify({ tr: 'Yeni Ad', en: 'New Name' }),
    });
    expect(json(res).data).toMatchObject({
      main_color: '#000000',
      second_color: '#ffcc00',
      main_logo_path: valid.main_logo_path,
      company_name: { tr: 'Yeni Ad', en: 'New Name' },
    });
  });

  it('refuses bad colours, paths, names and URLs with per-field errors, storing nothing', async () => {
    const before = json(await admin.get('/settings/company')).data;
    const res = await admin.put('/settings/company', {
      main_color: 'red',
      second_color: '#12345',
      main_logo_path: '/uploads/../secret',
      fav_ico_logo_path: 'javascript:alert(1)',
      project_company_name: '',
      company_name: { tr: '', en: 'x' },
      project_company_url: 'ftp://x',
    });
    expect(res.statusCode).toBe(422);
    expect(refusedFields(res)).toEqual([
      'company_name.tr',
      'fav_ico_logo_path',
      'main_color',
      'main_logo_path',
      'project_company_name',
      'project_company_url',
      'second_color',
    ]);
    expect(json(res).errors.main_color).toBe('Geçerli Bir Renk Giriniz (#rrggbb)');
    expect(json(await admin.get('/settings/company')).data).toEqual(before);
  });
});

describe('integration scripts', () => {
  const scripts = {
    google_script: '<script async src="https://www.googletagmanager.com/gtag/js?id=G-TEST"></script>',
    yandex_script: 'window.ym = function () {}; // yandex-probe',
    fb_pixel_script: '<noscript><img src="https://www.facebook.com/tr?id=1"></noscript>',
  };
  const page = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;

  it('go into the public site pages only, and change as soon as they are saved', async () => {
    expect(await page('/')).not.toContain('googletagmanager');
    const saved = await admin.put('/settings/site', { ...scripts, keywords: 'eğitim, danışmanlık' });
    expect(saved.statusCode).toBe(200);

    const site = await t.app.inject({ method: 'GET', url: '/kurs/excel' });
    // As pasted; inline code runs by its hash, which the page's policy names (issues 12 and 31).
    expect(site.body).toContain(scripts.google_script);
    expect(site.body).toContain(`<script>${scripts.yandex_script}</script>`);
    expect(String(site.headers['content-security-policy'])).toContain(scriptHash(scripts.yandex_script));
    expect(site.body).toContain(scripts.fb_pixel_script);
    expect(site.body.indexOf('googletagmanager')).toBeLessThan(site.body.indexOf('</head>'));
    for (const url of ['/giris-yap', '/admin', '/admin/settings/site']) {
      const html = await page(url);
      expect(html).toContain('<title>');
      expect(html).not.toContain('googletagmanager');
      expect(html).not.toContain('yandex-probe');
    }

    await admin.put('/settings/site', {
      google_script: '',
      yandex_script: '',
      fb_pixel_script: '',
      keywords: '',
    });
    expect(await page('/')).not.toContain('googletagmanager');
  });

  it('can be changed by an administrator only', async () => {
    expect((await editor.get('/settings/site')).statusCode).toBe(403);
    expect((await editor.put('/settings/site', scripts)).statusCode).toBe(403);
    expect((await adminClient(t, undefined).put('/settings/site', scripts)).statusCode).toBe(401);
    expect(await page('/')).not.toContain('googletagmanager');
  });
});

describe('settings permissions', () => {
  it('answers 403 to an editor and 401 without a token on every settings call', async () => {
    const anonymous = adminClient(t, undefined);
    // Both lists answer the same calls: read, create, update and delete by body or by id, and reorder.
    const listCalls = (c: AdminClient, base: string) => [
      c.get(base),
      c.get(`${base}/1`),
      c.post(base, { name: 'x' }),
      c.put(base, { id: 1 }),
      c.put(`${base}/1`, {}),
      c.del(base, { id: 1 }),
      c.del(`${base}/1`),
      c.post(`${base}/queue`, { queue: [1] }),
    ];
    const calls = (c: AdminClient) => [
      ...listCalls(c, ciBase),
      c.put(`${ciBase}/queue`, { queue: [1] }),
      ...listCalls(c, smBase),
      c.form(`${smBase}/queue`, { _method: 'PUT', queue: '1' }),
      c.get('/settings/company'),
      c.put('/settings/company', {}),
      c.form('/settings/company', { _method: 'PUT' }),
    ];
    for (const res of await Promise.all(calls(editor))) expect(res.statusCode).toBe(403);
    for (const res of await Promise.all(calls(anonymous))) expect(res.statusCode).toBe(401);
    expect(await count(t.app.db, 'social_media')).toBe(1);
  });
});
