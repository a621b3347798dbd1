import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toJson } from '../../server/db/json.js';
import * as site from '../../site/entry-server.js';
import { freePort } from '../bench/net.js';
import { checkFrontConfig, type Front, nginxBinary, startNginxFront } from '../bench/nginxFront.js';
import { bearer } from '../helpers/testApp.js';
import { useFakeDist, useTestApp } from '../helpers/useTestApp.js';

/*
 * Issue 31: the shipped deploy/nginx.conf (adapted only where it names compose's network and the image's
 * paths: tests/bench/nginxFront.ts) in front of a real server on a real port, with the app's refresh after
 * admin writes (services/edgeRefresh.ts). CI installs nginx-light (.ci/run); without nginx there is nothing
 * to run this against.
 */

const secret = 'test-edge-refresh-secret-0123456789abcdef';
const calendar = '/egitim-takvimi';
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe.skipIf(!nginxBinary())(
  'the shipped nginx front (needs /usr/sbin/nginx: apt-get install nginx-light)',
  () => {
    let frontPort: number;
    let front: Front;
    let token: string;
    const dist = useFakeDist({ files: { 'site/index.html': fs.readFileSync('site/index.html', 'utf8') } });
    const t = useTestApp(async () => {
      frontPort = await freePort();
      return {
        seed: true,
        env: {
          DIST_DIR: dist.dir,
          EDGE_REFRESH_URL: `http://127.0.0.1:${frontPort}`,
          EDGE_REFRESH_SECRET: secret,
        },
        siteRenderer: { prePaintScript: site.prePaintScript, renderPage: site.renderPage },
      };
    });

    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as { port: number };
      front = (await startNginxFront(`127.0.0.1:${port}`, secret, { public: frontPort, admin: 0 }))!;
      token = await t.adminToken();
    });

    afterAll(async () => {
      await front?.stop();
    });

    const get = (url: string, headers: Record<string, string> = {}) =>
      fetch(`${front.publicUrl}${url}`, { headers: { 'accept-encoding': 'gzip', ...headers } });
    /** A GET whose body is read; the cache's verdict with it. */
    const visit = async (url: string, headers: Record<string, string> = {}) => {
      const res = await get(url, headers);
      return { status: res.status, cache: res.headers.get('x-cache-status'), res, text: await res.text() };
    };
    const renameCalendar = (title: string) =>
      fetch(`${front.publicUrl}/api/admin/page-meta/products`, {
        method: 'PUT',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        body: JSON.stringify({ title: { tr: title }, description: { tr: 'Takvim' } }),
      });

    it('keeps a public page: the second GET is a HIT, with the same bytes', async () => {
      const first = await visit(calendar);
      expect(first.status).toBe(200);
      expect(first.res.headers.get('cache-control')).toMatch(/\bs-maxage=\d+/);
      const second = await visit(calendar);
      expect(second.cache).toBe('HIT');
      expect(second.text).toBe(first.text);
      // Each encoding has a copy of its own: brotli is a miss once, then a hit in brotli.
      expect((await visit(calendar, { 'accept-encoding': 'gzip, deflate, br' })).cache).not.toBe('HIT');
      const brotli = await visit(calendar, { 'accept-encoding': 'br;q=1.0, gzip;q=0.8' });
      expect(brotli.cache).toBe('HIT');
      expect(brotli.res.headers.get('content-encoding')).toBe('br');
    });

    it('never keeps the back office API or the sign-in page', async () => {
      for (const url of ['/api/admin/page-meta', '/giris-yap']) {
        for (let i = 0; i < 2; i++) {
          const res = await visit(url, url.startsWith('/api/admin') ? bearer(token) : {});
          expect(res.status, url).toBe(200);
          expect(res.cache, url).toBeNull();
        }
      }
    });

    it('lets no visitor force a miss: a wrong secret or a no-cache request is answered from the cache', async () => {
      await visit(calendar);
      const tries: Array<Record<string, string>> = [
        { 'x-edge-refresh': 'not-the-secret-0123456789abcdefghijklmn' },
        { 'x-edge-refresh': `${secret}x` },
        { 'x-edge-refresh': '' },
        { 'cache-control': 'no-cache', pragma: 'no-cache' },
      ];
      for (const headers of tries) {
        expect((await visit(calendar, headers)).cache, JSON.stringify(headers)).toBe('HIT');
      }
      expect((await visit(calendar, { 'x-edge-refresh': secret })).cache).toBe('BYPASS');
    });

    it('shows an admin write at once: the writing instance asks nginx again for what it had cached', async () => {
      // What nginx fetched with a shareable answer is noted for the refresh; the back office never is.
      await visit('/kurs/python-ile-veri-analizi');
      const noted = t.app.edgeRefresh!.addresses().map((address) => address.url);
      expect(noted).toContain('/kurs/python-ile-veri-analizi');
      expect(noted.filter((url) => url.startsWith('/api/admin') || url === '/giris-yap')).toEqual([]);
      expect((await renameCalendar('Takvim Birinci')).status).toBe(200);
      await t.app.edgeRefresh!.idle();
      for (const encoding of ['br', 'gzip', 'identity'])
        await visit(calendar, { 'accept-encoding': encoding });
      // A change behind the app's back (no admin write, so no refresh): nginx keeps serving its copy.
      await t.app.db
        .updateTable('page_meta')
        .set({ title: toJson({ tr: 'Gizli Değişiklik' }) })
        .where('route_name', '=', 'products')
        .execute();
      t.app.publicCache.clear();
      const stale = await visit(calendar);
      expect(stale.cache).toBe('HIT');
      expect(titleOf(stale.text)).not.toContain('Gizli Değişiklik');

      const write = await renameCalendar('Yeni Takvim Başlığı');
      expect(write.status).toBe(200);
      expect(write.headers.get('x-cache-status')).toBeNull();
      await t.app.edgeRefresh!.idle();
      for (const encoding of ['br', 'gzip', 'identity']) {
        const fresh = await visit(calendar, { 'accept-encoding': encoding });
        expect(fresh.cache, encoding).toBe('HIT');
        expect(titleOf(fresh.text), encoding).toContain('Yeni Takvim Başlığı');
      }
    });
  },
);

describe.skipIf(!nginxBinary())('the shipped nginx.conf', () => {
  it('stays valid with its TLS lines uncommented', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'akademi-tls-'));
    try {
      const [cert, key] = [path.join(dir, 'cert.pem'), path.join(dir, 'key.pem')];
      const made = spawnSync('openssl', [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-subj',
        '/CN=localhost',
        '-days',
        '1',
        '-keyout',
        key,
        '-out',
        cert,
      ]);
      expect(made.status).toBe(0);
      expect(
        checkFrontConfig({ upstream: '127.0.0.1:9', secret, tls: { cert, key, ports: [1443, 1444] } }),
      ).toBe(undefined);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
