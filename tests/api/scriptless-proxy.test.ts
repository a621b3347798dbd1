import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startScriptlessProxy, withoutScripts } from '../../scripts/scriptlessProxy.mjs';

const page =
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/site.js" nonce="n1"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/chunk.js" nonce="n1"><link rel="icon" href="/favicon.svg">' +
  '<script nonce="n1">(()=>{document.documentElement.dataset.x=1})()</script>' +
  '<script type="application/ld+json">{"@type":"Organization"}</script></head>' +
  '<body><div id="root"><h1>Eğitim Takvimi</h1></div>' +
  '<script id="page-state" type="application/json">{"lang":"tr"}</script></body></html>';

describe('the Lighthouse reference without scripts', () => {
  it('takes out every script that runs and the module preloads, and keeps the data blocks and the rest', () => {
    expect(withoutScripts(page)).toBe(
      '<!doctype html><html><head><link rel="icon" href="/favicon.svg">' +
        '<script type="application/ld+json">{"@type":"Organization"}</script></head>' +
        '<body><div id="root"><h1>Eğitim Takvimi</h1></div>' +
        '<script id="page-state" type="application/json">{"lang":"tr"}</script></body></html>',
    );
  });

  describe('in front of a server', () => {
    const asset = zlib.gzipSync('console.log("site")');
    const upstream = http.createServer((req, res) => {
      if (req.url === '/egitim-takvimi') {
        // The page as the server sends it to a browser, unless asked for it plain.
        const gzip = req.headers['accept-encoding']?.includes('gzip');
        res.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': "script-src 'nonce-n1'",
          ...(gzip ? { 'content-encoding': 'gzip' } : {}),
        });
        res.end(gzip ? zlib.gzipSync(page) : page);
        return;
      }
      res.writeHead(200, { 'content-type': 'text/javascript', 'content-encoding': 'gzip', etag: '"a1"' });
      res.end(asset);
    });
    let proxy: Awaited<ReturnType<typeof startScriptlessProxy>>;
    beforeAll(async () => {
      await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
      const { port } = upstream.address() as AddressInfo;
      proxy = await startScriptlessProxy(`http://127.0.0.1:${port}`);
    });
    afterAll(async () => {
      await proxy.stop();
      await new Promise((resolve) => upstream.close(resolve));
    });

    /** A raw GET through the proxy: the bytes and headers as a browser receives them. */
    const get = (path: string, accept: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(`${proxy.baseURL}${path}`, { headers: { accept, 'accept-encoding': 'gzip, br' } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });

    it('sends the page without its scripts, gzipped, with the server’s other headers', async () => {
      const { headers, body } = await get('/egitim-takvimi', 'text/html,application/xhtml+xml');
      expect(headers['content-encoding']).toBe('gzip');
      expect(headers['content-security-policy']).toBe("script-src 'nonce-n1'");
      expect(Number(headers['content-length'])).toBe(body.length);
      expect(zlib.gunzipSync(body).toString('utf8')).toBe(withoutScripts(page));
    });

    it('passes everything else through byte for byte', async () => {
      const { headers, body } = await get('/assets/site.js', '*/*');
      expect(headers['content-encoding']).toBe('gzip');
      expect(headers.etag).toBe('"a1"');
      expect(body.equals(asset)).toBe(true);
    });
  });
});
