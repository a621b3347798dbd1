import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../helpers/testApp.js';

/* Issue 10: one log line per request, and none for the public reads that make up the hot path at `info`. */

const lines: Array<Record<string, unknown>> = [];
const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
const completed = () => lines.filter((line) => line.msg === 'request completed');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, logger: { stream, level: 'info' } });
});
afterAll(() => t.close());

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
