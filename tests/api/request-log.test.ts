import net from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { bearer, createTestApp } from '../helpers/testApp.js';
import { useTestApp } from '../helpers/useTestApp.js';

/* Issue 10: one log line per request, and none for the public reads that make up the hot path at `info`. */

const lines: Array<Record<string, unknown>> = [];
const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
const completed = () => lines.filter((line) => line.msg === 'request completed');

const t = useTestApp({ seed: true, logger: { stream, level: 'info' } });

describe('request log at info', () => {
  it('writes nothing for public reads, cached or not', async () => {
    lines.length = 0;
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/api/pages/products' });
    expect(lines.filter((line) => line.msg === 'incoming request')).toEqual([]);
    expect(completed()).toEqual([]);
  });

  it('writes one line per back office call, with status and time but no header', async () => {
    const token = await t.adminToken();
    lines.length = 0;
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/status', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(completed()).toHaveLength(1);
    expect(completed()[0]).toMatchObject({
      level: 30,
      method: 'GET',
      url: '/api/admin/status',
      statusCode: 200,
    });
    expect(typeof completed()[0].responseTime).toBe('number');
    expect(JSON.stringify(lines)).not.toContain(token);
  });

  it('writes client errors at warn and server-side failures at error', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/pages/nope' });
    expect(completed()[0]).toMatchObject({ level: 40, statusCode: 404 });
  });
});

describe('a request its client cuts short', () => {
  /** Sends the head and the first part of a body that says it is longer, then closes the connection. */
  async function cutShort(url: string, contentType: string, body: string, headers: Record<string, string>) {
    const address = t.app.server.address() as net.AddressInfo;
    const socket = net.connect(address.port, '127.0.0.1');
    socket.on('error', () => {});
    await new Promise((resolve) => socket.once('connect', resolve));
    const head = Object.entries({ ...headers, 'content-type': contentType, 'content-length': '100000' })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`POST ${url} HTTP/1.1\r\nhost: localhost\r\n${head}\r\n${body}`);
    // Let the server start reading the body (the admin guard and the parser run) before the cut.
    await new Promise((resolve) => setTimeout(resolve, 150));
    socket.destroy();
    await vi.waitFor(() => expect(lines.some((line) => line.url === url && line.level === 30)).toBe(true));
  }

  it('is logged once, at info, as aborted: never as an error nor as a lost database', async () => {
    const admin = bearer(await t.adminToken());
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    lines.length = 0;
    const boundary = 'akademiCut';
    await cutShort(
      '/api/admin/uploads/image',
      `multipart/form-data; boundary=${boundary}`,
      `--${boundary}\r\ncontent-disposition: form-data; name="image"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n${'x'.repeat(4000)}`,
      admin,
    );
    await cutShort('/api/admin/news', 'application/json', `{"title": "${'x'.repeat(4000)}`, admin);
    await cutShort(
      '/api/contact',
      'application/json',
      `{"name": "${'x'.repeat(4000)}`,
      (await t.csrf()).headers,
    );
    // Whatever else the cut raises comes after the abort: give it its moment to be (wrongly) logged.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const ofRequests = lines.filter((line) => typeof line.url === 'string');
    expect(ofRequests.map(({ level, method, url, msg }) => ({ level, method, url, msg }))).toEqual(
      ['/api/admin/uploads/image', '/api/admin/news', '/api/contact'].map((url) => ({
        level: 30,
        method: 'POST',
        url,
        msg: 'request aborted by the client',
      })),
    );
    expect(lines.filter((line) => Number(line.level) >= 40)).toEqual([]);
  });
});

describe('request log at debug', () => {
  it('also records every public read', async () => {
    const debugLines: string[] = [];
    const debug = await createTestApp({
      logger: { stream: { write: (l: string) => void debugLines.push(l) }, level: 'debug' },
    });
    await debug.app.inject({ method: 'GET', url: '/api/pages/categories' });
    await debug.close();
    expect(debugLines.some((line) => line.includes('"url":"/api/pages/categories"'))).toBe(true);
  });
});
