import { describe, expect, it } from 'vitest';
import type { SocialMediaItem } from '../../shared/publicApi.js';
import { dataOf, visit } from '../helpers/publicApi.js';
import { bearer } from '../helpers/testApp.js';
import { useTestApp } from '../helpers/useTestApp.js';

const t = useTestApp({ seed: true });

const publicGets = [
  '/api/pages/all-languages',
  '/api/pages/static-languages',
  '/api/pages/page-meta',
  '/api/pages/company-config',
  '/api/pages/content?page=home',
  '/api/pages/content?page=educations',
  '/api/pages/content?page=services',
  '/api/pages/content?page=media',
  '/api/pages/content?page=corporate',
  '/api/pages/categories',
  '/api/pages/products',
  '/api/pages/products/popular',
  '/api/pages/products/upcoming',
  '/api/pages/products/bilgi-teknolojileri',
  '/api/pages/search-products?search=egitim&category=',
  '/api/pages/course/python-ile-veri-analizi',
  '/api/pages/instructors',
  '/api/pages/instructor/ayse-kaya',
  '/api/pages/brands',
  '/api/pages/brand/techpro-akademi',
  '/api/pages/news',
  '/api/pages/news/izmir-egitim-merkezimiz-acildi',
  '/api/pages/distance-learning',
  '/api/pages/training-videos',
  '/api/pages/consultancy-service',
  '/api/pages/classroom-rental',
  '/api/pages/contact-information',
  '/api/pages/social-media',
  '/api/pages/contracts',
  '/api/pages/contract/uyelik-sozlesmesi',
];

describe('ETag and 304 on every public GET', () => {
  it.each(publicGets)('%s', async (url) => {
    const first = await visit(t, url);
    expect(first.statusCode).toBe(200);
    expect(first.json().success).toBe(true);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toBe('Cookie, Accept-Encoding');

    const again = await visit(t, url, undefined, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const stale = await visit(t, url, undefined, { 'if-none-match': '"not-the-etag"' });
    expect(stale.statusCode).toBe(200);
  });

  it('gives each language its own ETag', async () => {
    const tr = await visit(t, '/api/pages/products');
    const en = await visit(t, '/api/pages/products', 'en');
    expect(tr.headers.etag).not.toBe(en.headers.etag);
    const trEtagInEnglish = await visit(t, '/api/pages/products', 'en', {
      'if-none-match': tr.headers.etag as string,
    });
    expect(trEtagInEnglish.statusCode).toBe(200);
  });
});

describe('the in-process cache', () => {
  const rename = (name: string) =>
    t.app.db.updateTable('social_media').set({ name }).where('uri', 'like', '%youtube%').execute();
  const names = async () =>
    dataOf<SocialMediaItem[]>(await visit(t, '/api/pages/social-media')).map((i) => i.name);

  it('serves repeated calls without the database and forgets everything after an admin write', async () => {
    t.app.publicCache.clear();
    expect(await names()).toContain('youtube');
    // Changed behind the API's back: the cached answer stays until an admin write clears it.
    await rename('youtube-kanali');
    expect(await names()).toContain('youtube');

    const token = await t.adminToken();
    const invalid = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/site',
      headers: bearer(token),
      payload: { google_script: 'x'.repeat(20001) },
    });
    expect(invalid.statusCode).toBe(422);
    expect(await names()).toContain('youtube');

    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/admin/settings/site',
      headers: bearer(token),
      payload: {
        _method: 'PUT',
        google_script: '',
        yandex_script: '',
        fb_pixel_script: '',
        keywords: 'eğitim',
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(await names()).toContain('youtube-kanali');
    await rename('youtube');
    t.app.publicCache.clear();
  });

  it('keeps answering from the cache after a flood of distinct searches (issue 31)', async () => {
    t.app.publicCache.clear();
    expect(await names()).toContain('youtube');
    await rename('youtube-yeni');
    try {
      // More distinct addresses than the searches' budget holds: before, the whole cache emptied when full.
      for (let i = 0; i < 2100; i++) {
        const res = await t.app.inject({ method: 'GET', url: `/api/pages/search-products?q=excel${i}` });
        expect(res.statusCode).toBe(200);
      }
      expect(t.app.publicCache.sizeOf('varying')).toBeLessThanOrEqual(2000);
      // Still the answer cached before the flood, though the database changed behind its back.
      expect(await names()).toContain('youtube');
    } finally {
      await rename('youtube');
      t.app.publicCache.clear();
    }
  });

  it('changes the ETag when the content changes', async () => {
    const before = await visit(t, '/api/pages/social-media');
    await rename('yt');
    t.app.publicCache.clear();
    try {
      const after = await visit(t, '/api/pages/social-media', undefined, {
        'if-none-match': before.headers.etag as string,
      });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
    } finally {
      await rename('youtube');
      t.app.publicCache.clear();
    }
  });
});
