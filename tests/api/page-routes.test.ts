import { describe, expect, it } from 'vitest';
import { metaOf } from '../helpers/siteApp.js';
import { publicRoutePatterns } from '../../shared/routes.js';
import { useSiteTestApp } from '../helpers/useTestApp.js';

/** Every public page's address is a Fastify route; the not-found handler is left the 404 page (issue 31). */
const t = useSiteTestApp();

describe('public page routes', () => {
  it('registers GET and HEAD for every page of shared/routes.ts, unprefixed and under a language prefix', () => {
    for (const pattern of Object.values(publicRoutePatterns)) {
      const prefixed = pattern === '/' ? '/:lang' : `/:lang${pattern}`;
      for (const url of [pattern, prefixed]) {
        expect(t.app.hasRoute({ method: 'GET', url }), `GET ${url}`).toBe(true);
        expect(t.app.hasRoute({ method: 'HEAD', url }), `HEAD ${url}`).toBe(true);
      }
    }
  });

  it('serves a page through its route, in Turkish and in another language, HEAD included', async () => {
    for (const url of ['/', '/egitim-takvimi', '/en', '/en/egitim-takvimi', '/egitim-takvimi?q=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      const head = await t.app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(200);
      expect(head.body, url).toBe('');
    }
    // A trailing slash still moves to the address without it, query string kept.
    const slash = await t.app.inject({ method: 'GET', url: '/egitim-takvimi/?q=1' });
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toMatch(/\/egitim-takvimi\?q=1$/);
  });

  it('answers an address no route matches with the 404 page, and leaves other areas to their own', async () => {
    for (const url of ['/bu-sayfa-yok', '/en/nope', '/kurs/a/b', '/en/kurs/a/b']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(metaOf(res.body, 'robots'), url).toBe('noindex');
    }
    // A first segment that is no language (the login area) is not taken for a prefix.
    const login = await t.app.inject({ method: 'GET', url: '/giris-yap' });
    expect(login.statusCode).toBe(200);
    expect(login.body).not.toContain('name="robots" content="noindex"');
    // An API address nobody answers stays a JSON 404.
    const api = await t.app.inject({ method: 'GET', url: '/api/yok' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false });
  });
});
