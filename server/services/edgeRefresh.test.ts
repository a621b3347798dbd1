import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.js';
import { EdgeRefresh } from './edgeRefresh.js';

const secret = 'unit-edge-refresh-secret-0123456789abcdef';

interface Seen {
  url: string;
  host: string | undefined;
  encoding: string | undefined;
  secret: string | undefined;
  cookie: string | undefined;
}

/** A stand-in for nginx that notes every request, answering each after `delayMs`. */
async function recordingProxy(delayMs = 5) {
  const seen: Seen[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const server = http.createServer((req, res) => {
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    seen.push({
      url: req.url!,
      host: req.headers.host,
      encoding: req.headers['accept-encoding'],
      secret: req.headers['x-edge-refresh'] as string | undefined,
      cookie: req.headers.cookie,
    });
    setTimeout(() => {
      inFlight--;
      res.end('ok');
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    maxInFlight: () => maxInFlight,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const quietLog = () => ({ warn: vi.fn(), debug: vi.fn() }) as unknown as FastifyBaseLogger;

let cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const step of cleanup) await step();
  cleanup = [];
});

async function setUp(options: { budget?: number; concurrency?: number } = {}) {
  const proxy = await recordingProxy();
  const log = quietLog();
  const edge = new EdgeRefresh({
    target: { url: proxy.url, secret },
    publicUrl: 'https://www.firma.com.tr',
    log,
    ...options,
  });
  cleanup.push(() => edge.close(), proxy.close);
  return { proxy, edge, log };
}

describe('EdgeRefresh', () => {
  it('asks for the important addresses and the recorded ones, once per encoding, with the secret and the public host', async () => {
    const { proxy, edge } = await setUp();
    edge.record('/kurs/python', undefined);
    edge.record('/api/pages/products', 'x=1; _lang=en');
    edge.afterWrite();
    // Nothing is sent before the write's answer has had its turn.
    expect(proxy.seen).toEqual([]);
    await edge.idle();
    const asked = proxy.seen.map((s) => `${s.url} ${s.encoding} ${s.cookie ?? ''}`.trim()).sort();
    expect(asked).toEqual(
      [
        ...['/', '/egitim-takvimi', '/sitemap.xml', '/kurs/python'].flatMap((url) =>
          ['br', 'gzip', 'identity'].map((encoding) => `${url} ${encoding}`),
        ),
        ...['br', 'gzip', 'identity'].map((encoding) => `/api/pages/products ${encoding} _lang=en`),
      ].sort(),
    );
    expect(new Set(proxy.seen.map((s) => s.host))).toEqual(new Set(['www.firma.com.tr']));
    expect(new Set(proxy.seen.map((s) => s.secret))).toEqual(new Set([secret]));
    // The important ones go first.
    expect(proxy.seen.slice(0, 9).map((s) => s.url)).not.toContain('/kurs/python');
  });

  it('keeps the most recent addresses within its budget', async () => {
    const { proxy, edge } = await setUp({ budget: 2 });
    for (const url of ['/a', '/b', '/c', '/b']) edge.record(url, undefined);
    edge.afterWrite();
    await edge.idle();
    const urls = new Set(proxy.seen.map((s) => s.url));
    expect(urls).toEqual(new Set(['/', '/egitim-takvimi', '/sitemap.xml', '/b', '/c']));
  });

  it('runs a few requests at a time, and writes during a round make one more round, not one each', async () => {
    const { proxy, edge } = await setUp({ concurrency: 2 });
    edge.afterWrite();
    await new Promise((resolve) => setTimeout(resolve, 10));
    edge.afterWrite();
    edge.afterWrite();
    edge.afterWrite();
    await edge.idle();
    expect(proxy.maxInFlight()).toBeLessThanOrEqual(2);
    // 3 addresses × 3 encodings, in two rounds.
    expect(proxy.seen).toHaveLength(18);
  });

  it('logs a failed refresh and throws nothing', async () => {
    const proxy = await recordingProxy();
    await proxy.close(); // nothing listens there any more
    const log = quietLog();
    const edge = new EdgeRefresh({ target: { url: proxy.url, secret }, publicUrl: undefined, log });
    expect(() => edge.afterWrite()).not.toThrow();
    await edge.idle();
    await edge.close();
    expect(log.warn).toHaveBeenCalledTimes(9);
    expect(vi.mocked(log.warn).mock.calls[0][1]).toBe('edge refresh request failed');
  });
});

describe('EDGE_REFRESH_URL and EDGE_REFRESH_SECRET', () => {
  const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env }).edgeRefresh;

  it('are both set or neither', () => {
    expect(load({})).toBeUndefined();
    expect(load({ EDGE_REFRESH_URL: 'http://proxy:80/', EDGE_REFRESH_SECRET: secret })).toEqual({
      url: 'http://proxy:80',
      secret,
    });
    expect(() => load({ EDGE_REFRESH_URL: 'http://proxy:80' })).toThrow(/together/);
    expect(() => load({ EDGE_REFRESH_SECRET: secret })).toThrow(/together/);
  });

  it('refuse a secret nginx could not hold plainly or anyone could guess, and a URL with a path', () => {
    const url = 'http://proxy:80';
    expect(() => load({ EDGE_REFRESH_URL: url, EDGE_REFRESH_SECRET: 'short' })).toThrow(/at least 32/);
    expect(() => load({ EDGE_REFRESH_URL: url, EDGE_REFRESH_SECRET: `$${secret}` })).toThrow(/at least 32/);
    expect(() => load({ EDGE_REFRESH_URL: 'http://proxy/purge', EDGE_REFRESH_SECRET: secret })).toThrow(
      /origin/,
    );
  });
});
