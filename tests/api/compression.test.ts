import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bearer } from '../helpers/testApp.js';
import { useFakeDist, useTestApp } from '../helpers/useTestApp.js';

/* Issue 10: every text answer is compressed when the client accepts it, and the bytes are the same answer. */

const script = `export const greeting = ${JSON.stringify('Merhaba dünya, çğıİöşü! '.repeat(200))};\n`;

const dist = useFakeDist({
  // Pages long enough to be worth compressing.
  page: (file) =>
    `<!doctype html><html lang="tr"><head><title>${file}</title>${'<meta name="x" content="eğitim">'.repeat(60)}</head><body><div id="root"></div></body></html>`,
  // A built asset with the twins the build writes beside it.
  files: {
    'assets/app-abc123.js': script,
    'assets/app-abc123.js.br': zlib.brotliCompressSync(script),
    'assets/app-abc123.js.gz': zlib.gzipSync(script),
  },
});
const t = useTestApp(() => ({ seed: true, env: { DIST_DIR: dist.dir } }));

const decode = (encoding: string | undefined, body: Buffer): Buffer =>
  encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body;

async function fetchAs(url: string, acceptEncoding?: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...headers },
  });
  return { res, body: decode(res.headers['content-encoding'] as string | undefined, res.rawPayload) };
}

describe('compressed answers carry the same bytes as identity ones', () => {
  it.each([
    ['a cached public API answer', '/api/pages/products'],
    ['a cached public API answer in English', '/api/pages/categories'],
    ['a page of the site', '/egitim-takvimi'],
    ['the login page', '/giris-yap'],
    ['a back office page', '/admin/dashboard'],
  ])('%s', async (_name, url) => {
    const identity = await fetchAs(url);
    expect(identity.res.statusCode).toBe(200);
    expect(identity.res.headers['content-encoding']).toBeUndefined();
    for (const encoding of ['br', 'gzip']) {
      const compressed = await fetchAs(url, `${encoding}, deflate`);
      expect(compressed.res.headers['content-encoding']).toBe(encoding);
      expect(String(compressed.res.headers.vary).toLowerCase()).toContain('accept-encoding');
      expect(compressed.res.rawPayload.length).toBeLessThan(identity.res.rawPayload.length);
      expect(compressed.body.equals(identity.res.rawPayload)).toBe(true);
      // One ETag for one answer, whatever its encoding.
      expect(compressed.res.headers.etag).toBe(identity.res.headers.etag);
    }
  });

  it('prefers brotli as browsers offer it, and honours q=0', async () => {
    expect(
      (await fetchAs('/api/pages/products', 'gzip, deflate, br, zstd')).res.headers['content-encoding'],
    ).toBe('br');
    expect((await fetchAs('/api/pages/products', 'br;q=0, gzip')).res.headers['content-encoding']).toBe(
      'gzip',
    );
    expect(
      (await fetchAs('/api/pages/products', 'identity')).res.headers['content-encoding'],
    ).toBeUndefined();
  });

  it('still answers 304 to a matching If-None-Match, compressed or not', async () => {
    const first = await fetchAs('/api/pages/products', 'br');
    const etag = first.res.headers.etag as string;
    for (const encoding of ['br', 'gzip', undefined]) {
      const again = await fetchAs('/api/pages/products', encoding, { 'if-none-match': etag });
      expect(again.res.statusCode).toBe(304);
      expect(again.res.rawPayload.length).toBe(0);
    }
    const page = await fetchAs('/egitim-takvimi', 'br');
    const pageAgain = await fetchAs('/egitim-takvimi', 'br', {
      'if-none-match': page.res.headers.etag as string,
    });
    expect(pageAgain.res.statusCode).toBe(304);
  });

  it('compresses answers that are not cached (a back office list) on the way out', async () => {
    const headers = bearer(await t.adminToken());
    const identity = await fetchAs('/api/admin/products?section=educations&page=1', undefined, headers);
    const compressed = await fetchAs('/api/admin/products?section=educations&page=1', 'br', headers);
    expect(identity.res.statusCode).toBe(200);
    expect(compressed.res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(compressed.body.toString())).toEqual(identity.res.json());
  });

  it('leaves small answers as they are', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/pages/social-media',
      headers: { 'accept-encoding': 'br' },
    });
    if (res.rawPayload.length < 1024) expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('built assets', () => {
  it('are sent as their pre-compressed twins, immutable, with Vary', async () => {
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers['cache-control']).toContain('immutable');
      expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
      expect(
        res.rawPayload.equals(fs.readFileSync(path.join(dist.dir, 'assets', `app-abc123.js${suffix}`))),
      ).toBe(true);
    }
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    const again = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'if-none-match': plain.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it.each([
    '/assets/missing-123.js',
    '/assets/app-abc123.js.br',
    '/assets/.hidden',
    '/assets/..%2F..%2Fpackage.json',
    '/assets/..%2Fsite%2Findex.html',
    '/assets/sub/dir.js',
  ])('refuse %s with 404', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
  });
});

describe('pages are the same bytes for every visitor', () => {
  it('carry no CSRF token and set no cookie; the token comes from /api/csrf-token', async () => {
    const a = await fetchAs('/iletisim', 'br');
    const b = await fetchAs('/kariyer', 'br');
    expect(a.body.toString()).not.toContain('csrf-token');
    expect(a.body.equals(b.body)).toBe(true);
    expect(a.res.headers['set-cookie']).toBeUndefined();
    expect(a.res.headers['cache-control']).toBe('no-cache');
    // The same for every visitor: it varies with the encoding only, not with cookies.
    expect(a.res.headers.vary).toBe('Accept-Encoding');
    const token = await t.app.inject({ method: 'GET', url: '/api/csrf-token' });
    expect(String(token.headers['set-cookie'])).toMatch(
      /akademi_csrf=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict/,
    );
  });
});
