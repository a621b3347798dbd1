// A page is rendered by renderWhole (site/ssr/renderWhole.ts): react-dom's string renderer, with prerender only
// for a page where something suspended.
import { StaticRouter } from 'react-router-dom';
import { type Middleware, unstable_serialize } from 'swr';
import type { PageState } from '../shared/pageState';
import type { PublicRouteName } from '../shared/publicApi';
import { splitLanguagePrefix } from '../shared/routes';
import { basenameFor, SiteProviders, SiteRoutes } from './App';
import { consentPrePaintScript } from './consent/prePaint';
import { type LoaderContext, loadRouteData } from './data/routeLoaders';
import { siteRoutes } from './routes';
import { earlyClickScript } from './shell/earlyClicks';
import { renderWhole } from './ssr/renderWhole';
import { recordFormatted } from './ui/format';

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
  /** Called with the date texts the render formatted, for the page's state (site/ui/format.ts). */
  onFormatted?: (texts: Record<string, unknown>) => void;
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
export async function renderPage({
  url,
  state,
  onMissing,
  onAsked,
  onFormatted,
}: RenderInput): Promise<string> {
  allPagesLoaded ??= Promise.all(siteRoutes.map((route) => route.preload()));
  await allPagesLoaded;
  const swr = { use: [recordKeys(state.fallback, onMissing, onAsked)], provider: () => new Map() };
  const page = () => (
    <SiteProviders state={state} swr={swr}>
      <StaticRouter location={url} basename={basenameFor(state.lang) || undefined}>
        <SiteRoutes />
      </StaticRouter>
    </SiteProviders>
  );
  const { result: html, texts } = await recordFormatted(() => renderWhole(page));
  onFormatted?.(texts);
  return html;
}

/**
 * Loads what the page at `url` (as requested: language prefix, query) reads, shell included, through `get`
 * (the server's in-process loader), so that one render finds it all (site/data/routeLoaders.ts). Resolves
 * with the route's name once every load has settled.
 */
export function loadPageData({
  url,
  lang,
  get,
}: {
  url: string;
  lang: string;
  /** Loads one answer (`serialized` as SWR names it) and returns its data; rejects when it fails. */
  get: (key: RequestedKey, serialized: string) => Promise<unknown>;
}): Promise<PublicRouteName> {
  const address = new URL(url, 'http://x');
  const { path } = splitLanguagePrefix(address.pathname);
  const getAnswer = (key: RequestedKey) => get(key, unstable_serialize(key));
  return loadRouteData(path, address.searchParams, lang, getAnswer as LoaderContext['get']);
}

export { unstable_serialize as serializeKey };
/** Run in the head before the first paint (server/ssr/pageRenderer.ts): the cookie banner's check, then the early-click keeper. */
export const prePaintScript = `${consentPrePaintScript};${earlyClickScript}`;
