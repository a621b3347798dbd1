// The edge build, not the Node one: react-dom's Node build keeps an AsyncLocalStorage, and its first render
// switches on async hooks for the whole process, so every later request paid for them, cached ones included.
// The edge build finds no AsyncLocalStorage global on Node and needs none. Measured side by side (2026-11-25):
// cached pages +8–12 % req/s (1.5 µs less CPU each), cached API answers +5 %, the calendar under 4 admin writes
// a second +3–9 %; a render itself costs ~4 ms more CPU (its chunks are encoded one by one), which only pays
// off because a page is served from the cache thousands of times per render.
import { prerender } from 'react-dom/static.edge';
import { StaticRouter } from 'react-router-dom';
import { type Middleware, unstable_serialize } from 'swr';
import type { PageState } from '../shared/pageState';
import { basenameFor, SiteProviders, SiteRoutes } from './App';
import { consentPrePaintScript } from './consent/prePaint';
import { siteRoutes } from './routes';
import { earlyClickScript } from './shell/earlyClicks';

/** An SWR key as the site builds it (site/api/client.ts): path, language, query. */
export type RequestedKey = readonly [path: string, lang: string, query?: Record<string, unknown>];

export interface RenderInput {
  /** The address as requested, with its language prefix and query. */
  url: string;
  state: PageState;
  /** Called with each API key a component asked for that the state holds no answer for. */
  onMissing: (key: RequestedKey, serialized: string) => void;
  /** Called with every API key a component asked for, answered or not: the page's data, learnt. */
  onAsked?: (key: RequestedKey, serialized: string) => void;
}

/**
 * Notes every key rendered without an answer (the server loads those and renders again), and every key asked
 * for at all (the server loads those first next time, and sends no answer the page did not ask for).
 */
const recordKeys =
  (
    fallback: Record<string, unknown>,
    onMissing: RenderInput['onMissing'],
    onAsked: RenderInput['onAsked'],
  ): Middleware =>
  (useSWRNext) =>
  (key, fetcher, config) => {
    if (Array.isArray(key)) {
      const serialized = unstable_serialize(key);
      onAsked?.(key as unknown as RequestedKey, serialized);
      if (!(serialized in fallback)) onMissing(key as unknown as RequestedKey, serialized);
    }
    return useSWRNext(key, fetcher, config);
  };

/**
 * Every page's code, loaded once: a lazy page that suspends during the render would be sent as a fallback
 * plus a script that swaps the page in, which a visitor without JavaScript (or a crawler) never sees run.
 */
let allPagesLoaded: Promise<unknown> | undefined;

/** The public page's body HTML, rendered with every lazy page resolved (server/ssr/pageRenderer.ts). */
export async function renderPage({ url, state, onMissing, onAsked }: RenderInput): Promise<string> {
  allPagesLoaded ??= Promise.all(siteRoutes.map((route) => route.preload()));
  await allPagesLoaded;
  const swr = { use: [recordKeys(state.fallback, onMissing, onAsked)], provider: () => new Map() };
  const { prelude } = await prerender(
    <SiteProviders state={state} swr={swr}>
      <StaticRouter location={url} basename={basenameFor(state.lang) || undefined}>
        <SiteRoutes />
      </StaticRouter>
    </SiteProviders>,
    // React outlines a large Suspense boundary (its fallback first, the content swapped in by a script):
    // a page must arrive whole, readable without JavaScript.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return await readAll(prelude);
}

/** The stream's bytes as one string, decoded once at the end (a character may span two chunks). */
async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    chunks.push(read.value);
    length += read.value.length;
  }
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return new TextDecoder().decode(bytes);
}

export { unstable_serialize as serializeKey };
/** Run in the head before the first paint (server/ssr/pageRenderer.ts): the cookie banner's check, then the early-click keeper. */
export const prePaintScript = `${consentPrePaintScript};${earlyClickScript}`;
