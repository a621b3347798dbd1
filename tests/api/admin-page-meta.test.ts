import { describe, expect, it } from 'vitest';
import { publicRouteNames } from '../../shared/schemas/pageMeta.js';
import { adminClient, count, json, useAdminTestApp } from './admin-helpers.js';

const { t, admin, editor } = useAdminTestApp();

describe('page meta', () => {
  it('lists every public route name, saved or not', async () => {
    const res = json(await admin.get('/page-meta'));
    expect(res.data.total).toBe(publicRouteNames.length);
    expect(res.data.items.map((i: { route_name: string }) => i.route_name)).toEqual([...publicRouteNames]);
    expect(res.data.items[0]).toEqual({ id: 'home', route_name: 'home', title: {}, description: {} });
  });

  it('saves a title and description per language; blanks become null', async () => {
    const res = await editor.put('/page-meta/about_us', {
      title: { tr: 'Biz Kimiz', en: '' },
      description: { tr: 'Kurumsal eğitim ve danışmanlık.', en: 'Corporate training.' },
    });
    expect(json(res)).toMatchObject({
      success: true,
      message: 'Güncellendi!',
      data: {
        route_name: 'about_us',
        title: { tr: 'Biz Kimiz', en: null },
        description: { tr: 'Kurumsal eğitim ve danışmanlık.', en: 'Corporate training.' },
      },
    });
    const form = await editor.form('/page-meta/about_us', {
      _method: 'PUT',
      'title[tr]': 'Hakkımızda',
      'title[en]': 'About us',
    });
    // A field left out (description) keeps its texts.
    expect(json(form).data).toMatchObject({
      title: { tr: 'Hakkımızda', en: 'About us' },
      description: { tr: 'Kurumsal eğitim ve danışmanlık.' },
    });
    expect(json(await admin.get('/page-meta/about_us')).data.title.en).toBe('About us');
  });

  it('allows a title over the 70-character recommendation but not over the hard limits', async () => {
    const long = 'x'.repeat(150);
    expect((await admin.put('/page-meta/home', { title: { tr: long } })).statusCode).toBe(200);
    const before = await count(t.app.db, 'page_meta');
    const res = await admin.put('/page-meta/contact', {
      title: { tr: 'x'.repeat(201) },
      description: { tr: 'ok', en: 'y'.repeat(401) },
    });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({
      'title.tr': 'Bu Alan 200 Karakteri Geçemez',
      'description.en': 'Bu Alan 400 Karakteri Geçemez',
    });
    expect(json(await admin.put('/page-meta/contact', { title: '[1,2]' })).errors).toEqual({
      title: 'Bu Alan Metin Olmalı',
    });
    expect(json(await admin.put('/page-meta/contact', { title: { TR: 'x' } })).errors).toEqual({
      'title.TR': 'Geçersiz Dil Kodu',
    });
    expect(await count(t.app.db, 'page_meta')).toBe(before);
    expect((await admin.put('/page-meta/nowhere', { title: { tr: 'x' } })).statusCode).toBe(404);
    expect((await admin.get('/page-meta/nowhere')).statusCode).toBe(404);
  });

  it('needs a token', async () => {
    const anonymous = adminClient(t, undefined);
    expect((await anonymous.get('/page-meta')).statusCode).toBe(401);
    expect((await anonymous.get('/page-meta/home')).statusCode).toBe(401);
    expect((await anonymous.put('/page-meta/home', { title: { tr: 'x' } })).statusCode).toBe(401);
  });
});
