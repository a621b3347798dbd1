import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SiteRenderer } from './pageData.js';
import { loadSiteRenderer } from './pageRenderer.js';
import { answerText, type PageDataKey } from './pageData.js';
import type { PageState } from '../../shared/pageState.js';

/*
 * The site's pages rendered off the main thread (issue 31). React's string render holds the thread it runs on
 * for the whole page (23 ms for the calendar): on the main thread every request waits meanwhile, cached ones
 * included. In a worker the main thread goes on answering, and right after an admin write it can hand out
 * the page the write superseded (plugins/publicCache.ts sharedOrPrevious) while the new one renders.
 *
 * The worker imports the built renderer (dist-ssr/entry-server.js) and runs its real renderPage; what the
 * render reports through its callbacks (answers missing or asked for, texts formatted) comes back with the
 * HTML and is replayed, in order, into the caller's callbacks. The site's route loaders (loadPageData) run
 * there too, each answer they ask for fetched by the main thread, where the data is. React and the site's
 * code live in the worker alone; the main thread keeps the SiteRenderer interface, and any other member a
 * caller adds to it runs there.
 */

/** One callback call made during the render (which callback, its arguments), replayed on the main thread. */
type ReportedCall = ['missing' | 'asked' | 'formatted', unknown[]];

type WorkerReply =
  | { id: number; html: string; calls: ReportedCall[] }
  | { id: number; route: string }
  | { id: number; error: string }
  | { id: number; get: number; key: PageDataKey; serialized: string };

/** How many nice steps the render thread stands below the main thread (a process at 0 renders at 10 of 19). */
const renderThreadNiceSteps = 10;

/**
 * Plain JavaScript, run by `eval`: the same text under the compiled server (node) and under tsx or Vitest,
 * with no worker file of its own to build and find. It reports the renderer's pre-paint script once loaded,
 * and whether it has route loaders (loadPageData): those run here too, each answer they ask for fetched by
 * the main thread (a 'get' message), where the data is.
 */
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
// Renders are background work: the page they supersede stands in meanwhile (see above), while the main
// thread answers every visitor. On Linux a thread's nice value is its own, so this thread gives way to the
// main one when the cores are short (2 cores, the calendar under 4 admin writes a second: p99 9.0 → 8.0 ms,
// 8 runs each way); elsewhere it would lower the whole process, so it is left alone. A system that refuses
// the change (a locked-down container) renders at normal priority.
if (process.platform === 'linux') {
  const os = require('node:os');
  try { os.setPriority(Math.min(19, os.getPriority() + ${renderThreadNiceSteps})); } catch {}
}
const gets = new Map();
let nextGet = 0;
import(workerData.moduleUrl).then((site) => {
  parentPort.on('message', async ({ id, kind, url, state, fallbackTexts, lang, get, data, text, error: failed }) => {
    if (kind === 'got') {
      const asked = gets.get(get);
      gets.delete(get);
      if (failed !== undefined) asked.reject(new Error(failed));
      else asked.resolve(text !== undefined ? JSON.parse(text) : data);
      return;
    }
    if (kind === 'load') {
      try {
        const route = await site.loadPageData({
          url,
          lang,
          get: (key, serialized) =>
            new Promise((resolve, reject) => {
              const getId = nextGet++;
              gets.set(getId, { resolve, reject });
              parentPort.postMessage({ id, get: getId, key, serialized });
            }),
        });
        parentPort.postMessage({ id, route });
      } catch (error) {
        parentPort.postMessage({ id, error: String((error && error.stack) || error) });
      }
      return;
    }
    const calls = [];
    try {
      for (const key in fallbackTexts) state.fallback[key] = JSON.parse(fallbackTexts[key]);
      const html = await site.renderPage({
        url,
        state,
        onMissing: (...args) => calls.push(['missing', args]),
        onAsked: (...args) => calls.push(['asked', args]),
        onFormatted: (...args) => calls.push(['formatted', args]),
      });
      parentPort.postMessage({ id, html, calls });
    } catch (error) {
      parentPort.postMessage({ id, error: String((error && error.stack) || error) });
    }
  });
  parentPort.postMessage({
    ready: true,
    prePaintScript: typeof site.prePaintScript === 'string' ? site.prePaintScript : undefined,
    loadsPageData: typeof site.loadPageData === 'function',
  });
});
`;

type RenderInput = Parameters<SiteRenderer['renderPage']>[0];
type LoadInput = Parameters<NonNullable<SiteRenderer['loadPageData']>>[0];

/** A render or a route's data load handed to a worker (its input is what a retry sends again). */
type Job = { kind: 'render'; input: RenderInput } | { kind: 'load'; input: LoadInput };

interface PendingRender {
  resolve: (result: string) => void;
  reject: (error: Error) => void;
  job: Job;
}

interface Ready {
  prePaintScript?: string;
  loadsPageData: boolean;
}

/** The state to send a worker: its answers that have their JSON text (pageData.ts answerText) as that text. */
function withFallbackTexts(state: PageState) {
  const fallback: PageState['fallback'] = {};
  const fallbackTexts: Record<string, string> = {};
  for (const [key, data] of Object.entries(state.fallback)) {
    const text = answerText(data);
    if (text === undefined) fallback[key] = data;
    else fallbackTexts[key] = text;
  }
  return { state: { ...state, fallback }, fallbackTexts };
}

/** Thrown for a render whose worker stopped under it (a crash, or the app closing). */
export class RenderWorkerStopped extends Error {}

/** One worker thread and the renders it has been given. */
class RenderThread {
  readonly ready: Promise<Ready>;
  readonly pending = new Map<number, PendingRender>();
  private readonly worker: Worker;
  private nextId = 0;
  stopped = false;
  /** Whether it loaded the module: only one that did is replaced when it stops (no restart loop). */
  loaded = false;

  constructor(
    moduleUrl: string,
    private readonly onStop: (thread: RenderThread, pending: PendingRender[]) => void,
  ) {
    this.worker = new Worker(workerSource, { eval: true, workerData: { moduleUrl } });
    this.ready = new Promise((resolve, reject) => {
      this.worker.once('message', (message: Ready) => {
        this.worker.on('message', (reply: WorkerReply) => this.settle(reply));
        this.loaded = true;
        resolve(message);
      });
      this.worker.once('error', reject);
      this.worker.once('exit', (code) => reject(new RenderWorkerStopped(`render worker exited (${code})`)));
    });
    // Known before anything awaits it: a worker that fails to start is reported through render().
    this.ready.catch(() => undefined);
    this.worker.on('error', () => this.stop());
    this.worker.on('exit', () => this.stop());
  }

  run(job: Job): Promise<string> {
    if (this.stopped) return Promise.reject(new RenderWorkerStopped('the render worker has stopped'));
    const id = this.nextId++;
    return new Promise<string>((resolve, reject) => {
      this.pending.set(id, { resolve, reject, job });
      // The state holds the page's data (plain JSON) and the address alone says what to render. Answers
      // loaded in process travel as their JSON text (a string copy), the rest cloned.
      if (job.kind === 'render') {
        const { state, fallbackTexts } = withFallbackTexts(job.input.state);
        this.worker.postMessage({ id, kind: 'render', url: job.input.url, state, fallbackTexts });
      } else {
        this.worker.postMessage({ id, kind: 'load', url: job.input.url, lang: job.input.lang });
      }
    });
  }

  private settle(reply: WorkerReply) {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    if ('get' in reply) {
      // A route loader asks for an answer: fetched here, sent back (a failure as its message).
      if (pending.job.kind !== 'load') return;
      pending.job.input.get(reply.key, reply.serialized).then(
        (data) => {
          const text = answerText(data);
          this.worker.postMessage({
            kind: 'got',
            get: reply.get,
            ...(text === undefined ? { data } : { text }),
          });
        },
        (error: unknown) =>
          this.worker.postMessage({ kind: 'got', get: reply.get, error: String((error as Error)?.message) }),
      );
      return;
    }
    this.pending.delete(reply.id);
    if ('error' in reply) {
      pending.reject(new Error(`page ${pending.job.kind} failed in the render worker: ${reply.error}`));
    } else if ('route' in reply) {
      pending.resolve(reply.route);
    } else if (pending.job.kind === 'render') {
      const { onMissing, onAsked, onFormatted } = pending.job.input;
      const callbacks = { missing: onMissing, asked: onAsked, formatted: onFormatted };
      for (const [kind, args] of reply.calls) {
        (callbacks[kind] as ((...reported: unknown[]) => void) | undefined)?.(...args);
      }
      pending.resolve(reply.html);
    }
  }

  private stop() {
    if (this.stopped) return;
    this.stopped = true;
    const pending = [...this.pending.values()];
    this.pending.clear();
    this.onStop(this, pending);
  }

  terminate() {
    this.stop();
    return this.worker.terminate();
  }
}

/**
 * SiteRenderer members other than the render that run on the main thread, where the data is (a loader of
 * the page's data before its render, say): the wrapper passes them through as they are.
 */
export type MainThreadMembers = Omit<Partial<SiteRenderer>, 'renderPage' | 'prePaintScript'>;

/** A SiteRenderer whose renders run in worker threads; close() ends them. */
export interface WorkerRenderer extends SiteRenderer {
  close(): Promise<void>;
  /** Workers started since creation, restarts included (tests read it). */
  readonly started: number;
}

/**
 * Renders in `workers` threads, each importing `file`. A render goes to the thread with the fewest under
 * way. A thread that dies (a crash, out of memory) is replaced at once; the renders it held are tried once
 * more on its replacement, so a page another render brought down still comes out; one that fails twice
 * fails as any render error does. Resolves once the first thread has loaded the module (a module that does
 * not load fails here, as an import on the main thread would).
 */
export async function createWorkerRenderer(
  file: string,
  workers: number,
  mainThread: MainThreadMembers = {},
): Promise<WorkerRenderer> {
  const moduleUrl = pathToFileURL(file).href;
  const threads: RenderThread[] = [];
  let closed = false;
  let started = 0;
  const retried = new WeakSet<RenderInput | LoadInput>();

  const start = (): RenderThread => {
    started++;
    return new RenderThread(moduleUrl, (stoppedThread, pending) => {
      const index = threads.indexOf(stoppedThread);
      // A thread that never loaded the module would fail again at once: its slot is refilled by the next
      // render instead (renderPage), so a broken build does not spin.
      if (closed || index === -1 || !stoppedThread.loaded) {
        for (const render of pending) render.reject(new RenderWorkerStopped('the render worker stopped'));
        return;
      }
      threads[index] = start();
      for (const render of pending) {
        if (retried.has(render.job.input)) {
          render.reject(new RenderWorkerStopped('the render worker stopped during this render, twice'));
        } else {
          retried.add(render.job.input);
          threads[index].run(render.job).then(render.resolve, render.reject);
        }
      }
    });
  };
  for (let i = 0; i < Math.max(1, workers); i++) threads.push(start());
  const { prePaintScript, loadsPageData } = await threads[0].ready.catch(async (error: unknown) => {
    closed = true;
    await Promise.all(threads.map((thread) => thread.terminate()));
    throw new Error(`the site's renderer ${file} does not load in a worker`, { cause: error });
  });

  const run = (job: Job) => {
    if (closed) return Promise.reject(new RenderWorkerStopped('the render worker was closed'));
    for (const [index, thread] of threads.entries()) if (thread.stopped) threads[index] = start();
    const thread = threads.reduce((least, each) => (each.pending.size < least.pending.size ? each : least));
    return thread.run(job);
  };
  return {
    // The site's route loaders run in the worker too, asking the main thread for each answer.
    ...(loadsPageData ? { loadPageData: (input: LoadInput) => run({ kind: 'load', input }) } : {}),
    ...mainThread,
    prePaintScript,
    renderPage: (input) => run({ kind: 'render', input }),
    close: async () => {
      closed = true;
      await Promise.all(threads.map((thread) => thread.terminate()));
    },
    get started() {
      return started;
    },
  };
}

/**
 * The built renderer (dist-ssr/entry-server.js), or undefined when the site has not been built for the
 * server: rendering in `workers` threads, or on the main thread as before with 0 (RENDER_WORKERS).
 */
export async function loadBuiltRenderer(
  file: string,
  workers: number,
  mainThread: MainThreadMembers = {},
): Promise<{ renderer: SiteRenderer; close: () => Promise<void> } | undefined> {
  if (workers === 0) {
    const renderer = await loadSiteRenderer(file);
    return renderer && { renderer: { ...mainThread, ...renderer }, close: async () => {} };
  }
  if (!fs.existsSync(file)) return undefined;
  const renderer = await createWorkerRenderer(file, workers, mainThread);
  return { renderer, close: renderer.close };
}
