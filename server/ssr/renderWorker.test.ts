import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PageState } from '../../shared/pageState.js';
import Fastify from 'fastify';
import { answerText, loadAnswer } from './pageData.js';
import { createWorkerRenderer, loadBuiltRenderer, RenderWorkerStopped } from './renderWorker.js';

/**
 * A stand-in for dist-ssr/entry-server.js with the same exports: it reports through every callback, and a
 * few addresses misbehave on purpose (a thread-holding render, a crash once, a crash every time, a throw).
 */
const standIn = `
import fs from 'node:fs';
import os from 'node:os';
import { threadId } from 'node:worker_threads';
export const prePaintScript = 'window.prePainted = true';
export async function loadPageData({ url, lang, get }) {
  const products = await get(['/api/pages/products', lang], 'products');
  const refused = await get(['/api/pages/missing', lang], 'missing').then(() => 'loaded', (error) => error.message);
  return url + ' ' + JSON.stringify(products) + ' ' + refused;
}
export async function renderPage({ url, state, onMissing, onAsked, onFormatted }) {
  // performance.now, not Date.now: whole milliseconds let the wait end up to 1 ms short of 300 (seen: 299.9).
  if (url === '/busy') { const until = performance.now() + 300; while (performance.now() < until); }
  if (url === '/crash-once' && !fs.existsSync(state.marker)) { fs.writeFileSync(state.marker, ''); process.exit(3); }
  if (url === '/crash-always') process.exit(4);
  if (url === '/throws') throw new Error('no such page');
  if (url === '/echo') return JSON.stringify(state.fallback);
  if (url === '/priority') return String(os.getPriority());
  onAsked?.(['/api/pages/products', state.lang], 'products');
  if (!('products' in state.fallback)) onMissing(['/api/pages/products', state.lang], 'products');
  onFormatted?.({ when: '26 Kasım' });
  return '<main>' + url + ' ' + state.lang + ' ' + Object.keys(state.fallback).join(',') + ' ' + threadId + '</main>';
}
`;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'akademi-render-worker-'));
const moduleFile = path.join(dir, 'entry-server.mjs');
fs.writeFileSync(moduleFile, standIn);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const stateOf = (fallback: Record<string, unknown> = {}) =>
  ({
    lang: 'tr',
    origin: 'https://akademi.example',
    fallback,
    renderedAt: new Date().toISOString(),
    notFound: false,
    marker: path.join(dir, `crashed-${Math.random()}`),
  }) as PageState;

/** Renders and collects what the render reported, in order. */
async function renderCollecting(
  renderer: Awaited<ReturnType<typeof createWorkerRenderer>>,
  url: string,
  state = stateOf(),
) {
  const calls: unknown[] = [];
  const html = await renderer.renderPage({
    url,
    state,
    onMissing: (key, serialized) => calls.push(['missing', key, serialized]),
    onAsked: (key, serialized) => calls.push(['asked', key, serialized]),
    onFormatted: (texts) => calls.push(['formatted', texts]),
  });
  return { html, calls };
}

describe('the render worker', () => {
  it('renders in another thread and replays what the render reported into the callbacks', async () => {
    const renderer = await createWorkerRenderer(moduleFile, 1);
    try {
      expect(renderer.prePaintScript).toBe('window.prePainted = true');
      const first = await renderCollecting(renderer, '/egitim-takvimi');
      expect(first.html).toMatch(/^<main>\/egitim-takvimi tr {2}[1-9]\d*<\/main>$/);
      expect(first.calls).toEqual([
        ['asked', ['/api/pages/products', 'tr'], 'products'],
        ['missing', ['/api/pages/products', 'tr'], 'products'],
        ['formatted', { when: '26 Kasım' }],
      ]);
      // The state travels with each render: the answer loaded since is there on the next one.
      const second = await renderCollecting(renderer, '/egitim-takvimi', stateOf({ products: [1] }));
      expect(second.html).toContain(' products ');
      expect(second.calls.map((call) => (call as string[])[0])).toEqual(['asked', 'formatted']);
      // The route loaders run there too, the answers they ask for fetched here (a failure as an error).
      const asked: string[] = [];
      const loaded = await renderer.loadPageData!({
        url: '/egitim-takvimi',
        lang: 'en',
        get: async (key, serialized) => {
          asked.push(`${key.join(' ')} = ${serialized}`);
          if (serialized === 'missing') throw new Error('/api/pages/missing answered 404');
          return [{ id: 1 }];
        },
      });
      expect(loaded).toBe('/egitim-takvimi [{"id":1}] /api/pages/missing answered 404');
      expect(asked).toEqual(['/api/pages/products en = products', '/api/pages/missing en = missing']);
      // A render's own error reaches the caller as one.
      await expect(renderCollecting(renderer, '/throws')).rejects.toThrow(/no such page/);
    } finally {
      await renderer.close();
    }
  });

  it('sends answers loaded in process as their JSON text, and they arrive as the same data', async () => {
    const api = Fastify();
    const course = { title: 'İş Güvenliği', seats: [3, null], nested: { ç: 'ğüşöı' } };
    api.get('/api/pages/course', async () => ({ success: true, data: course }));
    const renderer = await createWorkerRenderer(moduleFile, 1);
    try {
      const loaded = await loadAnswer(api, '/api/pages/course', undefined, 'tr', false);
      expect(answerText(loaded.data)).toBe(JSON.stringify(course));
      expect(answerText({ ...course })).toBeUndefined(); // an object not loaded so is cloned as before
      const state = stateOf({ course: loaded.data, other: { plain: true } });
      const echoed = await renderCollecting(renderer, '/echo', state);
      expect(JSON.parse(echoed.html)).toEqual({ course, other: { plain: true } });
      expect(state.fallback.course).toBe(loaded.data); // the caller's state is left as it was
      const viaLoader = await renderer.loadPageData!({ url: '/x', lang: 'tr', get: async () => loaded.data });
      expect(viaLoader).toContain(JSON.stringify(course));
    } finally {
      await renderer.close();
      await api.close();
    }
  });

  it('leaves the main thread free while a page renders', async () => {
    const renderer = await createWorkerRenderer(moduleFile, 1);
    try {
      const started = performance.now();
      let timerLate = Number.NaN;
      const timer = new Promise<void>((resolve) =>
        setTimeout(() => {
          timerLate = performance.now() - started;
          resolve();
        }, 20),
      );
      const busy = renderCollecting(renderer, '/busy');
      await timer;
      await busy;
      // The render held its thread 300 ms; the main thread's 20 ms timer did not wait for it.
      expect(timerLate).toBeLessThan(250);
      expect(performance.now() - started).toBeGreaterThanOrEqual(300);
    } finally {
      await renderer.close();
    }
  });

  it.runIf(process.platform === 'linux')(
    'renders at a lower priority than the main thread, which answers the visitors meanwhile',
    async () => {
      const renderer = await createWorkerRenderer(moduleFile, 1);
      try {
        // On Linux a thread's nice value is its own: the worker's, read inside it, and this thread's.
        const mainThread = os.getPriority();
        const { html } = await renderCollecting(renderer, '/priority');
        expect(Number(html)).toBe(Math.min(19, mainThread + 10));
        expect(os.getPriority()).toBe(mainThread);
      } finally {
        await renderer.close();
      }
    },
  );

  it('replaces a crashed worker: the render it held is tried once more, one that crashes again fails', async () => {
    const renderer = await createWorkerRenderer(moduleFile, 1);
    try {
      expect(renderer.started).toBe(1);
      const state = stateOf();
      const survived = await renderCollecting(renderer, '/crash-once', state);
      expect(fs.existsSync((state as unknown as { marker: string }).marker)).toBe(true);
      expect(survived.html).toContain('/crash-once');
      expect(renderer.started).toBe(2);
      await expect(renderCollecting(renderer, '/crash-always')).rejects.toBeInstanceOf(RenderWorkerStopped);
      // The pages after a crash render as before, on a fresh worker.
      expect((await renderCollecting(renderer, '/kurslar')).html).toContain('/kurslar');
      expect(renderer.started).toBeGreaterThanOrEqual(4);
    } finally {
      await renderer.close();
    }
  });

  it('ends its workers on close: a render under way or asked for later fails instead of hanging', async () => {
    const renderer = await createWorkerRenderer(moduleFile, 2);
    const underWay = renderCollecting(renderer, '/busy').catch((error: unknown) => error);
    await renderer.close();
    expect(await underWay).toBeInstanceOf(RenderWorkerStopped);
    await expect(renderCollecting(renderer, '/')).rejects.toBeInstanceOf(RenderWorkerStopped);
  });

  it('fails to start with a module that does not load, and with no build there is no renderer', async () => {
    const broken = path.join(dir, 'broken.mjs');
    fs.writeFileSync(broken, 'throw new Error("half a build");');
    await expect(createWorkerRenderer(broken, 1)).rejects.toThrow(/does not load in a worker/);
    expect(await loadBuiltRenderer(path.join(dir, 'missing.js'), 1)).toBeUndefined();
    expect(await loadBuiltRenderer(path.join(dir, 'missing.js'), 0)).toBeUndefined();
  });

  const built = path.resolve('dist-ssr/entry-server.js');
  it.skipIf(!fs.existsSync(built))('renders a page of the built site', async () => {
    const loaded = await loadBuiltRenderer(built, 1);
    try {
      expect(loaded?.renderer.prePaintScript).toEqual(expect.any(String));
      // A build from before the route loaders has none; a newer one's run in the worker.
      const hasLoaders = fs.readFileSync(built, 'utf8').includes('loadPageData');
      expect(typeof loaded?.renderer.loadPageData).toBe(hasLoaders ? 'function' : 'undefined');
      const missing: string[] = [];
      const html = await loaded!.renderer.renderPage({
        url: '/iletisim',
        state: { ...stateOf(), lang: 'tr' },
        onMissing: (_key, serialized) => missing.push(serialized),
      });
      // Rendered without its data: the page asks for its answers, as the server's rounds expect.
      expect(html.length).toBeGreaterThan(100);
      expect(missing.length).toBeGreaterThan(0);
    } finally {
      await loaded?.close();
    }
  });
});
