import net from 'node:net';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { scriptHash } from '../../server/ssr/scriptHashes.js';
import * as siteRenderer from '../../site/entry-server.js';
import { listenOn } from '../../server/http/adminListener.js';
import { freePort } from '../bench/net.js';
import { routeTable } from '../fuzz/endpoints.js';
import { adminCredentials, bearer, createTestApp, postWithCsrf } from '../helpers/testApp.js';
import { useFakeDist, useTestApp } from '../helpers/useTestApp.js';
import { adminClient } from './admin-helpers.js';

/*
 * Issue 12: security headers on every kind of answer and a CSP per kind; issue 31: the public pages' policy
 * names the hashes of their scripts, so a page is the same bytes for everyone and a shared cache can keep it.
 */

/** The public site's template as the build writes it: the entry module and its preloads. */
const siteTemplate = `<!doctype html><html lang="tr"><head><meta charset="UTF-8" />
<!--ssr:head--><title></title><!--/ssr:head-->
<script type="module" crossorigin src="/assets/site-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/chunk-abc.js">
</head><body><div id="root"><!--ssr:body--><!--/ssr:body--></div></body></html>`;

/** The admin's integration script: a tag with an address and inline code, as Google's snippet is. */
const googleScript =
  '<script async src="https://www.googletagmanager.com/gtag/js?id=G-TEST"></script>\n' +
  "<script>window.dataLayer = window.dataLayer || []; gtag('config', 'G-TEST');</script>";

const dist = useFakeDist({
  files: { 'site/index.html': siteTemplate, 'assets/site-abc.js': 'console.log(1)' },
});
const t = useTestApp(() => ({
  seed: true,
  env: { DIST_DIR: dist.dir, PUBLIC_URL: 'https://akademi.example' },
  siteRenderer,
}));

beforeAll(async () => {
  t.app.get('/api/test/crash', async () => {
    throw new Error('secret cause');
  });
  // The admin's integration script, which must run under the site's policy.
  const admin = adminClient(t, await t.adminToken());
  const current = (await admin.get('/settings/site')).json().data;
  const saved = await admin.put('/settings/site', {
    ...current,
    google_script: googleScript,
  });
  expect(saved.statusCode).toBe(200);
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
      const res = await postWithCsrf(
        t,
        '/api/auth/login',
        { email: 'nobody@test.local', password: 'wrong-pass' },
        { remoteAddress: '10.9.9.9' },
      );
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
      postWithCsrf(t, '/api/auth/login', { email: adminCredentials.email, password }, { remoteAddress });
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

  /** The text of each script element that runs, outside the integrations' templates and with no address. */
  const inlineScripts = (html: string) =>
    [...html.replace(/<template[\s\S]*?<\/template>/g, '').matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes]) => !/type="application\/(?:json|ld\+json)"/.test(attributes))
      .map(([, attributes, text]) => {
        expect(attributes, 'no script the parser meets runs by its address').not.toMatch(/\ssrc=/);
        return text;
      });

  const decoded = (res: { headers: Record<string, unknown>; rawPayload: Buffer }) =>
    res.headers['content-encoding'] === 'br'
      ? zlib.brotliDecompressSync(res.rawPayload).toString()
      : res.headers['content-encoding'] === 'gzip'
        ? zlib.gunzipSync(res.rawPayload).toString()
        : res.rawPayload.toString();

  it('public pages: the same bytes every time, their scripts admitted by hash, ours and the admin’s', async () => {
    const answers = [];
    // The render, then the cache, plain and in each encoding.
    for (const encoding of ['', 'gzip', 'br', 'br']) {
      const res = await get('/egitim-takvimi', encoding ? { 'accept-encoding': encoding } : {});
      expect(res.statusCode).toBe(200);
      expectBaseHeaders(res);
      expect(res.headers['content-encoding']).toBe(encoding || undefined);
      answers.push(res);
    }
    const [first] = answers;
    const html = decoded(first);
    for (const res of answers) {
      expect(decoded(res)).toBe(html);
      expect(res.headers.etag).toBe(first.headers.etag);
      expect(res.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    }
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(answers[2].rawPayload.equals(answers[3].rawPayload)).toBe(true);
    expect(html).not.toMatch(/nonce/);

    // Our loader and the head's pre-paint script, the snippet's inline code: each named by its hash, and
    // nothing else (content, rendered from the database, is never hashed).
    const snippetCode = "window.dataLayer = window.dataLayer || []; gtag('config', 'G-TEST');";
    const hashes = [...inlineScripts(html), snippetCode].map(scriptHash);
    expect(hashes).toHaveLength(3);
    const policy = String(first.headers['content-security-policy']);
    const scriptSources = /script-src ([^;]*);/.exec(policy)![1].split(' ');
    expect(scriptSources.at(-1)).toBe("'strict-dynamic'");
    expect(scriptSources.slice(0, -1).sort()).toEqual(hashes.sort());
    expect(policy).toContain('upgrade-insecure-requests');
    // The snippet is inert until consent, its address left for the consent module to insert.
    expect(html).toContain(
      '<template data-consent="analytics" data-integration="google"><script async src="https://www.googletagmanager.com/gtag/js?id=G-TEST">',
    );
  });

  it('public pages: a 304 for their ETag, and caching a shared cache may do', async () => {
    const page = await get('/egitim-takvimi', { 'accept-encoding': 'br' });
    const etag = String(page.headers.etag);
    expect(page.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    expect(page.headers['cdn-cache-control']).toBe('max-age=60, stale-while-revalidate=300');
    expect(page.headers.vary).toBe('Accept-Encoding');
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await get('/egitim-takvimi', { 'if-none-match': ifNoneMatch });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
    }
    expect((await get('/egitim-takvimi', { 'if-none-match': '"other"' })).statusCode).toBe(200);
    // An address that is not there stays out of shared caches and is never "not modified".
    const missing = await get('/kurs/yok-boyle-bir-kurs');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-cache');
    expect(missing.headers['cdn-cache-control']).toBeUndefined();
    const missingAgain = await get('/kurs/yok-boyle-bir-kurs', {
      'if-none-match': String(missing.headers.etag),
    });
    expect(missingAgain.statusCode).toBe(404);
  });
});
