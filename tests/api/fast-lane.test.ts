import http from 'node:http';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../helpers/testApp.js';
import { useFakeDist, useTestApp } from '../helpers/useTestApp.js';

/*
 * The fast lane answers repeats of cached public answers before Fastify sees them. It only works on a real
 * socket (app.inject bypasses the HTTP server), so these tests listen and talk HTTP.
 */

const script = `console.log(${JSON.stringify('ç'.repeat(3000))});`;
const dist = useFakeDist({
  files: {
    'assets/entry-1a2b3c.js': script,
    'assets/entry-1a2b3c.js.br': zlib.brotliCompressSync(script),
  },
});
const t = useTestApp(() => ({ seed: true, env: { DIST_DIR: dist.dir } }));
let base: string;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address() as { port: number };
  base = `http://127.0.0.1:${address.port}`;
});

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${url}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

/** Sends the request twice and returns both answers, checking that the second came from the fast lane. */
async function twice(url: string, headers: Record<string, string> = {}) {
  t.app.publicCache.clear();
  const before = t.app.fastLane.served;
  const first = await get(url, headers);
  const second = await get(url, headers);
  return { first, second, fromFastLane: t.app.fastLane.served - before };
}

const withoutDate = ({ date: _date, ...rest }: http.IncomingHttpHeaders) => rest;

describe('the fast lane', () => {
  it.each([
    ['an API answer', '/api/pages/products', {}],
    ['an API answer, brotli', '/api/pages/products', { 'accept-encoding': 'gzip, deflate, br' }],
    ['an API answer in English', '/api/pages/categories', { cookie: '_lang=en', 'accept-encoding': 'gzip' }],
    ['a page', '/egitim-takvimi', { 'accept-encoding': 'br' }],
    ['a page, identity asked', '/egitim-takvimi', { 'accept-encoding': 'identity' }],
    ['a page, no Accept-Encoding', '/egitim-takvimi', {}],
    ['a search with a query', '/api/pages/search-products?search=g%C3%BCvenlik', {}],
    ['a built asset, brotli', '/assets/entry-1a2b3c.js', { 'accept-encoding': 'br' }],
  ])('answers a repeat of %s with the same status, headers and bytes', async (_name, url, headers) => {
    const { first, second, fromFastLane } = await twice(url, headers);
    expect(first.status).toBe(200);
    expect(fromFastLane).toBe(1);
    expect(second.status).toBe(first.status);
    expect(withoutDate(second.headers)).toEqual(withoutDate(first.headers));
    expect(second.body.equals(first.body)).toBe(true);
  });

  it('answers 304 to a matching If-None-Match with the same headers as the normal path', async () => {
    t.app.publicCache.clear();
    const first = await get('/api/pages/products');
    const etag = first.headers.etag as string;
    const slow = await get('/api/pages/categories', {});
    expect(slow.status).toBe(200);
    t.app.publicCache.clear();
    const notModifiedSlow = await get('/api/pages/products', { 'if-none-match': etag });
    const before = t.app.fastLane.served;
    const notModifiedFast = await get('/api/pages/products', { 'if-none-match': etag });
    expect(t.app.fastLane.served - before).toBe(1);
    expect(notModifiedSlow.status).toBe(304);
    expect(notModifiedFast.status).toBe(304);
    expect(withoutDate(notModifiedFast.headers)).toEqual(withoutDate(notModifiedSlow.headers));
  });

  it('keeps serving a built asset after an admin write (it never changes)', async () => {
    await get('/assets/entry-1a2b3c.js');
    t.app.publicCache.clear();
    const { fromFastLane, first } = await twice('/assets/entry-1a2b3c.js');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(fromFastLane).toBe(1);
  });

  it('keeps languages apart', async () => {
    t.app.publicCache.clear();
    const tr = await get('/api/pages/categories');
    const en = await get('/api/pages/categories', { cookie: 'akademi_csrf=x; _lang=en' });
    const trAgain = await get('/api/pages/categories');
    const enAgain = await get('/api/pages/categories', { cookie: '_lang=en' });
    expect(tr.headers.etag).not.toBe(en.headers.etag);
    expect(trAgain.body.equals(tr.body)).toBe(true);
    expect(enAgain.body.equals(en.body)).toBe(true);
  });

  it('never serves a change-language answer, which sets a cookie', async () => {
    const { first, second, fromFastLane } = await twice('/api/pages/change-language/en');
    expect(fromFastLane).toBe(0);
    expect(String(first.headers['set-cookie'])).toContain('_lang=en');
    expect(String(second.headers['set-cookie'])).toContain('_lang=en');
  });

  it('leaves cookies it cannot read exactly as the framework does to the normal path', async () => {
    const { fromFastLane } = await twice('/api/pages/categories', { cookie: '_lang=en; _lang=tr' });
    expect(fromFastLane).toBe(0);
    const encoded = await twice('/api/pages/categories', { cookie: '_lang=%65n' });
    expect(encoded.fromFastLane).toBe(0);
  });

  it('keeps no place for very long URLs', async () => {
    const { first, fromFastLane } = await twice(`/api/pages/search-products?search=${'a'.repeat(600)}`);
    expect(first.status).toBe(200);
    expect(fromFastLane).toBe(0);
  });

  it('passes HEAD, writes and the back office through', async () => {
    const token = await t.adminToken();
    const { fromFastLane } = await twice('/api/admin/status', bearer(token));
    expect(fromFastLane).toBe(0);
  });

  it('forgets everything at an admin write: the next read shows the change', async () => {
    const token = await t.adminToken();
    t.app.publicCache.clear();
    await get('/api/pages/social-media');
    const before = await get('/api/pages/social-media');
    const items = JSON.parse(before.body.toString()).data as Array<{ id: number; name: string; uri: string }>;
    const res = await fetch(`${base}/api/admin/settings/social-media`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ _method: 'PUT', id: items[0].id, uri: 'https://example.com/yeni-adres' }),
    });
    expect(res.status).toBe(200);
    expect(t.app.fastLane.size).toBe(0);
    const after = await get('/api/pages/social-media');
    expect(after.body.toString()).toContain('https://example.com/yeni-adres');
  });

  it('does not keep an answer that was being built while an admin write cleared the cache', async () => {
    t.app.publicCache.clear();
    const generation = t.app.publicCache.generation;
    const stale = t.app.publicCache.set('tr|x|/stale', { old: true }, undefined, generation);
    t.app.publicCache.clear();
    const built = t.app.publicCache.set('tr|x|/stale', { old: true }, undefined, generation);
    expect(stale.generation).toBe(generation);
    expect(t.app.publicCache.get('tr|x|/stale')).toBeUndefined();
    expect(built.generation).not.toBe(t.app.publicCache.generation);
  });

  it('answers each client in the encoding it asks, whatever the previous one asked', async () => {
    t.app.publicCache.clear();
    const asked = ['br', 'identity', 'gzip', '', 'br', 'gzip, deflate, br', 'identity'];
    const normal = new Map<string, Raw>();
    for (const encoding of new Set(asked)) {
      t.app.publicCache.clear();
      normal.set(encoding, await get('/api/pages/products', encoding ? { 'accept-encoding': encoding } : {}));
    }
    await get('/api/pages/products');
    const before = t.app.fastLane.served;
    for (const encoding of asked) {
      const fast = await get('/api/pages/products', encoding ? { 'accept-encoding': encoding } : {});
      const slow = normal.get(encoding)!;
      expect(fast.headers['content-encoding']).toBe(slow.headers['content-encoding']);
      expect(withoutDate(fast.headers)).toEqual(withoutDate(slow.headers));
      expect(fast.body.equals(slow.body)).toBe(true);
    }
    expect(t.app.fastLane.served - before).toBe(asked.length);
    expect(new Set([...normal.values()].map((answer) => answer.headers['content-encoding'])).size).toBe(3);
  });

  it('compressed repeats decode to the identity answer', async () => {
    t.app.publicCache.clear();
    const identity = await get('/api/pages/products');
    await get('/api/pages/products', { 'accept-encoding': 'br' });
    const br = await get('/api/pages/products', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).equals(identity.body)).toBe(true);
  });
});
