import net from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspNoncePlaceholder } from '../../shared/cspNonce.js';
import * as siteRenderer from '../../site/entry-server.js';
import { createFakeDist } from '../helpers/fakeDist.js';
import { listenOn } from '../../server/http/adminListener.js';
import { freePort } from '../bench/net.js';
import { routeTable } from '../fuzz/endpoints.js';
import { adminCredentials, bearer, createTestApp, type TestApp } from '../helpers/testApp.js';
import { adminClient } from './admin-helpers.js';

/* Issue 12: security headers on every kind of answer, a CSP per kind, and a fresh nonce in every page. */

let t: TestApp;
let dist: ReturnType<typeof createFakeDist>;

/** The public site's template as the build writes it: Vite's nonce placeholder on its own tags. */
const siteTemplate = `<!doctype html><html lang="tr"><head><meta charset="UTF-8" />
<meta property="csp-nonce" nonce="${cspNoncePlaceholder}">
<!--ssr:head--><title></title><!--/ssr:head-->
<script type="module" crossorigin src="/assets/site-abc.js" nonce="${cspNoncePlaceholder}"></script>
<link rel="modulepreload" crossorigin href="/assets/chunk-abc.js" nonce="${cspNoncePlaceholder}">
</head><body><div id="root"><!--ssr:body--><!--/ssr:body--></div></body></html>`;

beforeAll(async () => {
  dist = createFakeDist({
    files: { 'site/index.html': siteTemplate, 'assets/site-abc.js': 'console.log(1)' },
  });
  t = await createTestApp({
    seed: true,
    env: { DIST_DIR: dist.dir, PUBLIC_URL: 'https://akademi.example' },
    siteRenderer,
  });
  t.app.get('/api/test/crash', async () => {
    throw new Error('secret cause');
  });
  // The admin's integration script, which must run under the site's policy.
  const admin = adminClient(t, await t.adminToken());
  const current = (await admin.get('/settings/site')).json().data;
  const saved = await admin.put('/settings/site', {
    ...current,
    google_script: '<script async src="https://www.googletagmanager.com/gtag/js?id=G-TEST"></script>',
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  dist.remove();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** Helmet's headers, which every answer carries whatever it is. */
function expectBaseHeaders(res: { headers: Record<string, unknown> }) {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  // PUBLIC_URL is https: browsers are told to stay on HTTPS.
  expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(res.headers['x-powered-by']).toBeUndefined();
  expect(res.headers['content-security-policy']).toBeTruthy();
}

const resourcePolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

describe('every kind of answer carries the security headers', () => {
  it('JSON, 404 and 422 answers: a policy that runs nothing and frames nothing', async () => {
    const answers = [
      await get('/api/pages/brands'),
      await get('/api/nowhere'),
      await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: (await t.csrf()).headers,
        payload: {},
      }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 404, 422]);
    for (const res of answers) {
      expectBaseHeaders(res);
      expect(res.headers['content-security-policy']).toBe(resourcePolicy);
    }
  });

  it('429 from the rate limit and 401 from the admin guard', async () => {
    const limited = [];
    for (let i = 0; i < 40 && limited.length === 0; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: (await t.csrf()).headers,
        payload: { email: 'nobody@test.local', password: 'wrong-pass' },
        remoteAddress: '10.9.9.9',
      });
      if (res.statusCode === 429) limited.push(res);
    }
    expect(limited).toHaveLength(1);
    expectBaseHeaders(limited[0]);
    const denied = await get('/api/admin/status');
    expect(denied.statusCode).toBe(401);
    expectBaseHeaders(denied);
  });

  it('a 500 keeps the headers and says nothing of the cause', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(res.statusCode).toBe(500);
    expectBaseHeaders(res);
    expect(res.body).not.toContain('secret cause');
  });

  it('assets and uploads: nosniff, and a policy under which an uploaded file runs nothing', async () => {
    for (const res of [await get('/assets/site-abc.js'), await get('/uploads/demo/home-hero.webp')]) {
      expect(res.statusCode).toBe(200);
      expectBaseHeaders(res);
      expect(res.headers['content-security-policy']).toBe(resourcePolicy);
    }
  });

  it('admin API answers are never stored by a browser or a proxy', async () => {
    const token = await t.adminToken();
    for (const url of ['/api/admin/status', '/api/admin/contact', '/api/admin/users']) {
      const res = await get(url, bearer(token));
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expectBaseHeaders(res);
    }
  });
});

describe('answers that hand out or use a secret are never stored (issue 27)', () => {
  it('the CSRF token', async () => {
    const res = await get('/api/csrf-token');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a sign-in, and a refused one', async () => {
    const signIn = (password: string, remoteAddress: string) =>
      t.csrf().then(({ headers }) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers,
          payload: { email: adminCredentials.email, password },
          remoteAddress,
        }),
      );
    const ok = await signIn(adminCredentials.password, '10.8.0.1');
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    const refused = await signIn('wrong-pass-1', '10.8.0.2');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('every /api/auth/ address in the route table, whatever it answers', async () => {
    const auth = routeTable(t.app, ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).filter((route) =>
      route.url.startsWith('/api/auth/'),
    );
    expect(auth.map((route) => route.url)).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/auth/password-reset/request',
        '/api/auth/password-reset',
      ]),
    );
    for (const route of auth) {
      for (const headers of [(await t.csrf()).headers, {}]) {
        const res = await t.app.inject({
          method: route.method,
          url: route.url,
          headers,
          payload: {},
          remoteAddress: '10.8.0.3',
        });
        expect(res.headers['cache-control'], `${route.method} ${route.url} → ${res.statusCode}`).toBe(
          'no-store',
        );
      }
    }
  });
});

describe('answers sent before any hook runs (issue 27)', () => {
  /** The headers helmet and our policy set, as an ordinary error carries them. */
  const securityHeaders = (headers: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(headers).filter(([name]) =>
        /^(content-security-policy|cross-origin-|referrer-policy|strict-transport-security|x-)/.test(name),
      ),
    );

  it('an address refused before routing carries the same security headers as any error', async () => {
    const ordinary = securityHeaders((await get('/api/nowhere')).headers);
    expect(Object.keys(ordinary).length).toBeGreaterThanOrEqual(7);
    for (const url of ['/%ZZ', '/api/pages/brands/%E0%A4%A', '/giris-yap%ZZ']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ success: false, message: 'Geçersiz adres' });
      expect(securityHeaders(res.headers), url).toEqual(ordinary);
    }
  });

  /** Sends `raw` on its own connection to `port` and answers what came back, parsed. */
  const sendRaw = (port: number, raw: string) =>
    new Promise<{ status: number; headers: Record<string, string>; body: string }>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(raw));
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('error', () => {});
      socket.on('close', () => {
        const [head, body = ''] = data.split('\r\n\r\n');
        const [statusLine, ...lines] = head.split('\r\n');
        if (!statusLine) return reject(new Error('no answer'));
        const headers = Object.fromEntries(
          lines.map((line) => [
            line.slice(0, line.indexOf(':')).toLowerCase(),
            line.slice(line.indexOf(':') + 2),
          ]),
        );
        resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
      });
    });

  /** A malformed request and one with headers over Node's limit, to `port`: refused in our envelope. */
  async function expectParserRefusals(port: number, headers: Record<string, unknown>) {
    const malformed = await sendRaw(port, 'GET / HTTP/1.1\r\nhost: x\r\nno colon here\r\n\r\n');
    expect(malformed.status).toBe(400);
    expect(JSON.parse(malformed.body)).toEqual({ success: false, message: 'Geçersiz istek' });
    expect(securityHeaders(malformed.headers)).toEqual(headers);
    const oversized = await sendRaw(
      port,
      `GET / HTTP/1.1\r\nhost: x\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(oversized.status).toBe(431);
    expect(JSON.parse(oversized.body)).toEqual({ success: false, message: 'İstek başlıkları çok büyük' });
    expect(securityHeaders(oversized.headers)).toEqual(headers);
  }

  it('a request the HTTP parser refuses: our envelope, with the same headers', async () => {
    const ordinary = securityHeaders((await get('/api/nowhere')).headers);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await expectParserRefusals((t.app.server.address() as net.AddressInfo).port, ordinary);
  });

  it("the same on the back office's own port (ADMIN_PORT)", async () => {
    const port = await freePort();
    const withAdminPort = await createTestApp({
      env: { PUBLIC_URL: 'https://akademi.example', ADMIN_PORT: String(port) },
    });
    try {
      const ordinary = securityHeaders(
        (await withAdminPort.app.inject({ method: 'GET', url: '/api/nowhere' })).headers,
      );
      await listenOn(withAdminPort.app.adminListener!, port, '127.0.0.1');
      await expectParserRefusals(port, ordinary);
    } finally {
      await withAdminPort.close();
    }
  });
});

describe('pages', () => {
  it('the back office and its login: our origin only, never framed', async () => {
    for (const url of ['/giris-yap', '/admin/dashboard']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expectBaseHeaders(res);
      const policy = String(res.headers['content-security-policy']);
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toMatch(/https:|\*|nonce/);
    }
  });

  const nonceOf = (policy: string) => /'nonce-([A-Za-z0-9_-]+)'/.exec(policy)?.[1];

  for (const [name, headers] of [
    ['plain', {}],
    ['gzip', { 'accept-encoding': 'gzip, deflate, br' }],
  ] as const) {
    it(`public pages (${name}): every response has its own nonce, on our scripts and the admin's`, async () => {
      const seen = new Set<string>();
      // Three times: the render, the cache, and the fast lane all give a new nonce.
      for (let i = 0; i < 3; i++) {
        const res = await get('/egitim-takvimi', headers);
        expect(res.statusCode).toBe(200);
        expectBaseHeaders(res);
        expect(res.headers.etag).toBeUndefined();
        const policy = String(res.headers['content-security-policy']);
        expect(policy).toMatch(/script-src 'nonce-[\w-]{22}' 'strict-dynamic';/);
        expect(policy).toContain('upgrade-insecure-requests');
        const nonce = nonceOf(policy)!;
        expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
        seen.add(nonce);
        const html =
          res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(res.rawPayload).toString() : res.body;
        expect(html).not.toContain(cspNoncePlaceholder);
        expect(html).toContain(
          `<script type="module" crossorigin src="/assets/site-abc.js" nonce="${nonce}">`,
        );
        expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
        expect(html).toContain(
          `<script nonce="${nonce}" async src="https://www.googletagmanager.com/gtag/js?id=G-TEST">`,
        );
        // Every script element that runs carries it (data blocks do not run).
        const running = [...html.matchAll(/<script\b[^>]*>/g)].filter(
          ([tag]) => !/type="application\/(?:json|ld\+json)"/.test(tag),
        );
        for (const [tag] of running) expect(tag).toContain(`nonce="${nonce}"`);
      }
      expect(seen.size).toBe(3);
    });
  }

  it('content that spells the placeholder does not learn the nonce', async () => {
    const admin = adminClient(t, await t.adminToken());
    const current = (await admin.get('/settings/site')).json().data;
    await admin.put('/settings/site', { ...current, keywords: [`x${cspNoncePlaceholder}`] });
    const res = await get('/');
    expect(res.body).toContain('<meta name="keywords" content="x">');
  });
});
