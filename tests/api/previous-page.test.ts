import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as site from '../../site/entry-server.js';
import { createFakeDist } from '../helpers/fakeDist.js';
import { bearer, createTestApp, type TestApp } from '../helpers/testApp.js';

/*
 * Issue 31: right after an admin write, the first request for a page renders it and waits; requests arriving
 * while that render runs get the page the write superseded at once (ResponseCache.sharedOrPrevious).
 */

/** Set by a test: the next render waits for it, and says when it has started. */
let hold: { started: () => void; release: Promise<void> } | undefined;
let t: TestApp;
let dist: ReturnType<typeof createFakeDist>;

beforeAll(async () => {
  dist = createFakeDist({
    files: { 'site/index.html': fs.readFileSync(path.resolve('site/index.html'), 'utf8') },
  });
  t = await createTestApp({
    seed: true,
    env: { DIST_DIR: dist.dir, PUBLIC_URL: 'https://akademi.example' },
    siteRenderer: {
      prePaintScript: site.prePaintScript,
      renderPage: async (input: site.RenderInput) => {
        const held = hold;
        if (held) {
          hold = undefined;
          held.started();
          await held.release;
        }
        return site.renderPage(input);
      },
    },
  });
});
afterAll(async () => {
  await t.close();
  dist.remove();
});

const calendar = '/egitim-takvimi';
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

/** An admin write that changes the calendar page's title (and, as every write, clears the public cache). */
async function renameCalendar(title: string) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/page-meta/products',
    headers: bearer(await t.adminToken()),
    payload: { title: { tr: title, en: 'Training Calendar' }, description: { tr: 'Takvim' } },
  });
  expect(res.statusCode).toBe(200);
}

/** Holds the next render until released; resolves `started` once it runs. */
function holdNextRender() {
  let release!: () => void;
  let started!: () => void;
  const startedPromise = new Promise<void>((resolve) => (started = resolve));
  hold = { started, release: new Promise<void>((resolve) => (release = resolve)) };
  return { started: startedPromise, release };
}

describe('the page a write superseded, while its successor renders', () => {
  it('goes at once to whoever asks during the render; the first asker after the write waits for the new page', async () => {
    await renameCalendar('Takvim Bir');
    const before = await t.app.inject({ method: 'GET', url: calendar });
    expect(titleOf(before.body)).toContain('Takvim Bir');

    await renameCalendar('Takvim İki');
    const render = holdNextRender();
    let firstDone = false;
    const first = t.app.inject({ method: 'GET', url: calendar }).then((res) => {
      firstDone = true;
      return res;
    });
    await render.started;
    // Meanwhile: the page from before the write, with its own ETag, while the first asker still waits.
    const meanwhile = await t.app.inject({ method: 'GET', url: calendar });
    expect(firstDone).toBe(false);
    expect(meanwhile.statusCode).toBe(200);
    expect(meanwhile.body).toBe(before.body);
    expect(meanwhile.headers.etag).toBe(before.headers.etag);
    // Not for a shared cache in front to keep (nginx, a CDN): the write would stay hidden there.
    expect(before.headers['cache-control']).toContain('s-maxage');
    expect(meanwhile.headers['cache-control']).toBe('private, no-cache');
    expect(meanwhile.headers['cdn-cache-control']).toBeUndefined();
    const again = await t.app.inject({
      method: 'GET',
      url: calendar,
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    // A shared cache in front (the nginx front sets X-Forwarded-For) keeps what it gets: it waits for the new page.
    const viaFront = t.app.inject({
      method: 'GET',
      url: calendar,
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    // Another language's page is never the stand-in: its first asker renders it.
    const english = t.app.inject({ method: 'GET', url: `/en${calendar}` });

    render.release();
    const fresh = await first;
    expect(titleOf(fresh.body)).toContain('Takvim İki');
    expect(fresh.headers.etag).not.toBe(before.headers.etag);
    expect(fresh.headers['cache-control']).toBe(before.headers['cache-control']);
    expect((await viaFront).body).toBe(fresh.body);
    expect(titleOf((await english).body)).toContain('Training Calendar');
    // Once the new page is there, everyone gets it.
    expect((await t.app.inject({ method: 'GET', url: calendar })).body).toBe(fresh.body);
  });

  it('shows a write to whoever writes and then reads', async () => {
    for (const title of ['Takvim Üç', 'Takvim Dört', 'Takvim Beş']) {
      await renameCalendar(title);
      const page = await t.app.inject({ method: 'GET', url: calendar });
      expect(titleOf(page.body)).toContain(title);
    }
  });

  it('is repeated by the fast lane while its successor renders, and never after', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    await renameCalendar('Takvim Altı');
    const before = await overSocket(port, calendar);
    expect(titleOf(before.body)).toContain('Takvim Altı');

    await renameCalendar('Takvim Yedi');
    const render = holdNextRender();
    const first = overSocket(port, calendar);
    await render.started;
    const served = t.app.fastLane.served;
    const meanwhile = await overSocket(port, calendar); // through Fastify: the stand-in, offered to the lane
    // The lane takes an answer once it has gone out (an onResponse hook), a moment after the client has it.
    const repeat = await vi.waitFor(async () => {
      const answer = await overSocket(port, calendar);
      expect(t.app.fastLane.served).toBeGreaterThan(served);
      return answer;
    });
    expect(repeat.body).toBe(before.body);
    expect(repeat.headers).toEqual({ ...meanwhile.headers, date: repeat.headers.date });
    expect(repeat.headers['cache-control']).toBe('private, no-cache');

    render.release();
    const fresh = await first;
    expect(titleOf(fresh.body)).toContain('Takvim Yedi');
    // The new page is there: the lane lets the stand-in go, and everyone gets the new page.
    expect((await overSocket(port, calendar)).body).toBe(fresh.body);
    expect((await overSocket(port, calendar)).body).toBe(fresh.body);
  });
});

/** A GET over a real socket (the fast lane answers before Fastify, which app.inject bypasses). */
function overSocket(port: number, url: string) {
  return new Promise<{ body: string; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    http
      // The site's own host (the back office's is another origin: http/origins.ts), one connection a request.
      .get(
        { host: '127.0.0.1', port, path: url, agent: false, headers: { host: 'akademi.example' } },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ body, headers: res.headers }));
        },
      )
      .on('error', reject);
  });
}
