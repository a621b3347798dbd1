import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { type PageState, pageStateElementId, scriptSafeJson } from '../../shared/pageState.js';
import {
  localizedPath,
  matchPublicRoute,
  paths,
  secretAddressRoutes,
  splitLanguagePrefix,
} from '../../shared/routes.js';
import { defaultLanguage } from '../../shared/types.js';
import { htmlLanguageAttributes } from '../../shared/languageDirection.js';
import type { LanguageItem, PublicRouteName } from '../../shared/publicApi.js';
import { escapeHtml } from './text.js';
import { previewRenderHeader, previewRenderToken } from '../plugins/publicCache.js';
import { pageHead } from './pageHead.js';
import type { PagePreview } from './previewPage.js';
import type { PageDataKey, RenderPlans } from './renderPlans.js';
import { inlineScriptHashes, scriptHash } from './scriptHashes.js';

/** The server half of the site (site/entry-server.tsx), built to dist-ssr/ by `npm run build`. */
export interface SiteRenderer {
  /** A script the page's head runs before its first paint (the cookie banner's check, site/consent/prePaint.ts). */
  prePaintScript?: string;
  renderPage(input: {
    url: string;
    state: PageState;
    onMissing: (key: PageDataKey, serialized: string) => void;
    onAsked?: (key: PageDataKey, serialized: string) => void;
    onFormatted?: (texts: Record<string, unknown>) => void;
  }): Promise<string>;
  /**
   * Loads, through `get`, every answer the page at `url` reads (its route's loader and the shell's,
   * site/data/routeLoaders.ts), so that one render finds them all; resolves with the route's name once every
   * load has settled. Without it (an older build) the page is rendered in rounds, guided by RenderPlans.
   */
  loadPageData?(input: {
    url: string;
    lang: string;
    get: (key: PageDataKey, serialized: string) => Promise<unknown>;
  }): Promise<string>;
}

/**
 * The origin written into canonical links and cards. Never the request's Host header: a rendered page is
 * cached and shared, so a forged Host would poison it for everyone. Set PUBLIC_URL in production.
 */
export const siteOrigin = (config: { publicUrl: string | undefined; port: number }) =>
  config.publicUrl ?? `http://localhost:${config.port}`;

/** The built renderer, or undefined when the site has not been built for the server (then pages are the SPA shell). */
export async function loadSiteRenderer(file: string): Promise<SiteRenderer | undefined> {
  if (!fs.existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as SiteRenderer;
}

export interface RenderedPage {
  status: 200 | 404;
  /** False when an answer the page needs failed (the database is down): show it, but do not keep it. */
  complete: boolean;
  html: string;
  /** The hashes of the page's inline scripts, for its CSP (server/http/securityHeaders.ts sitePolicy). */
  scriptHashes: string[];
}

/** Marks in site/index.html that the server fills. */
const headMark = /<!--ssr:head-->[\s\S]*?<!--\/ssr:head-->/;
/** With the template's indentation around it: a text node before the page would not match on hydration. */
const bodyMark = /\s*<!--ssr:body-->[\s\S]*?<!--\/ssr:body-->\s*/;
/**
 * Renders of one page at most: one when its loader declares everything it reads, a few when a render still
 * asks for more (the shell's answers, then the page's, then what those point to).
 */
const maxRounds = 5;

/** List pages whose list answers 404 past its last page: the page is then the 404 page too. */
const pagedRoutes: ReadonlySet<PublicRouteName> = new Set(['news_archive']);

/** How the loads for one rendered address went: a detail page's own record answering 404 makes it the 404 page. */
interface Outcome {
  recordFound: boolean;
}

interface RenderRequest {
  app: FastifyInstance;
  renderer: SiteRenderer;
  template: string;
  /** The address as asked (`/en/kurs/x?y=1`). */
  url: string;
  origin: string;
  /** Extra head HTML (keywords, integration scripts): trusted, its inline scripts are admitted by hash. */
  headExtras: string;
  /**
   * What each address asked for last time (renderPlans.ts), for a renderer without route loaders
   * (loadPageData); without either every render starts from nothing.
   */
  plans?: RenderPlans;
  /**
   * A preview (ssr/previewPage.ts): the record's own answer comes from here, whatever its state, and the page
   * is kept out of search engines.
   */
  preview?: PagePreview;
}

/** The answer's `data` of a public GET, from the API's own handlers in this process (their cache included). */
async function loadAnswer(
  app: FastifyInstance,
  path: string,
  query: Record<string, unknown> | undefined,
  lang: string,
  forPreview: boolean,
) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  const qs = search.toString();
  const response = await app.inject({
    method: 'GET',
    url: qs ? `${path}?${qs}` : path,
    cookies: { _lang: lang },
    headers: {
      'x-page-render': '1',
      ...(forPreview ? { [previewRenderHeader]: previewRenderToken } : {}),
    },
  });
  if (response.statusCode !== 200) return { status: response.statusCode, data: undefined };
  return { status: 200, data: (JSON.parse(response.body) as { data: unknown }).data };
}

/** A preview's record as loadAnswer would answer it: 404 when it no longer exists, 500 when it fails. */
async function previewAnswer(preview: PagePreview, lang: string) {
  const data = await preview.load(lang).catch(() => null);
  if (data === null) return { status: 500, data: undefined };
  return data === undefined ? { status: 404, data: undefined } : { status: 200, data };
}

/**
 * Renders a public page on the server: runs its route's loader (in process), renders once, and loads and
 * renders again only if the render still asked for an answer the loader did not declare. An unknown
 * address, or a detail page whose record does not exist, is the 404 page with status 404 (and so is /404
 * itself).
 */
const leadingResourceHints = /^(?:<link [^>]*>)+/;

/**
 * The renderer's pre-paint script (the code's own text, never content; a `</script` in it could not be
 * written as JavaScript anyway, so it is refused). Anywhere in the head it runs before the body is parsed.
 */
const prePaintText = (renderer: SiteRenderer) =>
  renderer.prePaintScript && !/<\/script/i.test(renderer.prePaintScript)
    ? renderer.prePaintScript
    : undefined;

/**
 * The active languages' abbrs in the site's order, from the (cached) answer the language switch reads too;
 * null when it fails (the database is down).
 */
async function activeLanguages(app: FastifyInstance): Promise<string[] | null> {
  const answer = await loadAnswer(app, '/api/pages/all-languages', undefined, defaultLanguage, false);
  return answer.status === 200 ? (answer.data as LanguageItem[]).map((item) => item.abbr) : null;
}

export async function renderPublicPage(request: RenderRequest): Promise<RenderedPage> {
  const { app, renderer } = request;
  const parsed = new URL(request.url, 'http://x');
  const { lang: addressLang, path } = splitLanguagePrefix(parsed.pathname);
  const listed = await activeLanguages(app);
  // Without the list (an outage) the address is taken at its word; the page is then not kept (complete).
  const languages = listed ?? [...new Set([defaultLanguage, addressLang ?? defaultLanguage])];
  // The address alone names the language (issue 30): no prefix is the default language, never the cookie's.
  // A prefix that is no active language is no page: the default language's 404 page (server/plugins/
  // frontend.ts has already moved the default language's own prefix and an inactive language's addresses).
  const languageKnown = addressLang === null || languages.includes(addressLang);
  const lang = addressLang !== null && languageKnown ? addressLang : defaultLanguage;
  const route = languageKnown ? matchPublicRoute(path) : null;
  const state: PageState = {
    lang,
    origin: request.origin,
    fallback: {},
    renderedAt: new Date().toISOString(),
    notFound: route === null,
  };
  const byPath = new Map<string, unknown>();
  /** Every answer loaded, by its serialized key. */
  const loadedKeys = new Map<string, PageDataKey>();
  let complete = listed !== null;

  /** Loads one answer into the state, judging a failure for the page. */
  const loadOne = async (serialized: string, key: PageDataKey, ownRecord: boolean, outcome: Outcome) => {
    const [apiPath, , query] = key;
    const answer =
      request.preview?.apiPath === apiPath
        ? await previewAnswer(request.preview, lang)
        : await loadAnswer(app, apiPath, query, lang, request.preview !== undefined);
    if (answer.status === 200) {
      state.fallback[serialized] = answer.data;
      loadedKeys.set(serialized, key);
    } else if (answer.status === 404 && ownRecord) {
      outcome.recordFound = false; // a detail page's course, news, … does not exist
    } else if (answer.status >= 500) {
      complete = false;
    }
    return answer;
  };

  /** Loads answers a render reported missing; whether any came. */
  const load = async (keys: Iterable<[string, PageDataKey]>, ownRecord: boolean, outcome: Outcome) => {
    const answers = await Promise.all(
      [...keys].map(([serialized, key]) => loadOne(serialized, key, ownRecord, outcome)),
    );
    return answers.some((answer) => answer.status === 200);
  };

  /**
   * Runs the route's loader (and the shell's) with `get` loading in process, each key once; resolves with
   * the route's name and the keys it tried when every load it started has settled, or undefined for a
   * renderer without loaders.
   */
  const loadDeclared = async (url: string, ownRecord: boolean, outcome: Outcome) => {
    if (!renderer.loadPageData) return undefined;
    const started = new Map<string, Promise<unknown>>();
    const get = (key: PageDataKey, serialized: string) => {
      let answer = started.get(serialized);
      if (!answer) {
        answer = loadOne(serialized, key, ownRecord, outcome).then((loaded) => {
          if (loaded.status !== 200) throw new Error(`${key[0]} answered ${loaded.status}`);
          return loaded.data;
        });
        started.set(serialized, answer);
      }
      return answer;
    };
    const routeName = await renderer.loadPageData({ url, lang, get });
    // A loader that stopped at a failed answer may have left loads of its other branches running.
    for (let settled = 0; settled < started.size;) {
      const pending = [...started.values()];
      settled = pending.length;
      await Promise.allSettled(pending);
    }
    return { routeName, tried: new Set(started.keys()) };
  };

  /**
   * Loads what `url` reads and renders it, once when its loader declared everything; a key the render still
   * misses is loaded (and logged, naming the route: its loader should declare it) and the page rendered
   * again. A renderer without loaders starts from what the address asked for last time (the plans).
   */
  const renderRounds = async (url: string, ownRecord: boolean) => {
    const outcome: Outcome = { recordFound: true };
    const declared = await loadDeclared(url, ownRecord, outcome);
    if (declared === undefined) {
      const plan = request.plans?.get(lang, url);
      // A planned answer that no longer loads is left to the rounds, which judge it as a render asks for it.
      if (plan) await load(plan, false, { recordFound: true });
    }
    let html = '';
    let asked = new Map<string, PageDataKey>();
    let formatted: Record<string, unknown> | undefined;
    for (let round = 0; round < maxRounds && outcome.recordFound; round++) {
      const missing = new Map<string, PageDataKey>();
      asked = new Map();
      html = await renderer.renderPage({
        url,
        state,
        onMissing: (key, serialized) => missing.set(serialized, key),
        onAsked: (key, serialized) => asked.set(serialized, key),
        onFormatted: (texts) => (formatted = texts),
      });
      if (declared) {
        // What the loader tried and did not get (a failed answer) is not asked for again.
        for (const serialized of declared.tried) missing.delete(serialized);
        if (missing.size > 0) {
          app.log.warn(
            { route: declared.routeName, url, keys: [...missing.keys()] },
            'a page render asked for answers its route loader does not declare (site/data/routeLoaders.ts)',
          );
        }
        for (const serialized of missing.keys()) declared.tried.add(serialized);
      }
      if (missing.size === 0) break;
      const loadedAny = await load(missing, ownRecord, outcome);
      if (!loadedAny) break;
    }
    return { html, recordFound: outcome.recordFound, asked, formatted };
  };

  /**
   * Keeps in the state only what the final render asked for, remembers that for the next render, and indexes
   * the answers by API path for the head (the first asked for a path wins, as the page shows it).
   */
  const settle = (url: string, asked: Map<string, PageDataKey>) => {
    // A renderer built before onAsked reports nothing: keep everything then.
    const used = asked.size > 0 ? asked : loadedKeys;
    for (const serialized of Object.keys(state.fallback)) {
      if (!used.has(serialized)) delete state.fallback[serialized];
    }
    for (const [serialized, [apiPath]] of used) {
      if (serialized in state.fallback && !byPath.has(apiPath))
        byPath.set(apiPath, state.fallback[serialized]);
    }
    if (complete && asked.size > 0 && !renderer.loadPageData) request.plans?.set(lang, url, asked);
  };

  let body = '';
  if (!state.notFound) {
    // A page whose own answer can be missing: a record's page, or a list's page past its last (`?sayfa=99`).
    const ownRecord = Boolean(route && (Object.keys(route.params).length || pagedRoutes.has(route.name)));
    const page = await renderRounds(request.url, ownRecord);
    body = page.html;
    state.formatted = page.formatted;
    state.notFound = !page.recordFound;
    if (!state.notFound) settle(request.url, page.asked);
  }
  if (state.notFound) {
    const notFoundUrl = localizedPath(lang, paths.not_found);
    const page = await renderRounds(notFoundUrl, false);
    body = page.html;
    state.formatted = page.formatted;
    settle(notFoundUrl, page.asked);
  }

  const isNotFoundPage = state.notFound || route?.name === 'not_found';
  const head = pageHead({
    route: state.notFound || !route ? { name: 'not_found', params: {} } : route,
    lang,
    origin: request.origin,
    path: `${path}${parsed.search}`,
    data: (apiPath) => byPath.get(apiPath),
    notFound: isNotFoundPage,
    noindex: request.preview !== undefined || (route !== null && secretAddressRoutes.has(route.name)),
    languages,
  });
  // React puts the resource hints it collected (preloaded images) before the page; outside <html> rendering
  // they would land inside the root element, which must hold exactly what the browser's React renders.
  const hints = leadingResourceHints.exec(body)?.[0] ?? '';
  body = body.slice(hints.length);
  // The head is filled in the template alone; the page's body and state (most of its ~200 kB) are put in
  // once, at the template's own marks, so the whole page is never searched or copied again here.
  const prePaint = prePaintText(renderer);
  const shell = request.template
    // The page's language and writing direction (an added right-to-left language mirrors the page).
    .replace(/<html lang="[^"]*"(?: dir="[^"]*")?/, () => {
      const { lang: tag, dir } = htmlLanguageAttributes(lang);
      return `<html lang="${escapeHtml(tag)}" dir="${dir}"`;
    })
    .replace(
      headMark,
      () => `${head}\n${hints}${request.headExtras}${prePaint ? `<script>${prePaint}</script>\n` : ''}`,
    );
  const bodyAt = bodyMark.exec(shell);
  const bodyEnd = shell.lastIndexOf('</body>');
  if (!bodyAt || bodyEnd < bodyAt.index) throw new Error('site/index.html has lost its body marks');
  const html =
    shell.slice(0, bodyAt.index) +
    body +
    shell.slice(bodyAt.index + bodyAt[0].length, bodyEnd) +
    // Outside the root element, which must hold exactly what React renders.
    `<script id="${pageStateElementId}" type="application/json">${scriptSafeJson(state)}</script>` +
    shell.slice(bodyEnd);
  // The 404 page's own address answers 404 too: it is never a page to index.
  // Only what the server trusts is hashed (the template, its extras, its own script), never the rendered
  // content: a script injected there matches no hash and does not run.
  const scriptHashes = [
    ...inlineScriptHashes(request.template),
    ...inlineScriptHashes(request.headExtras),
    ...(prePaint ? [scriptHash(prePaint)] : []),
  ];
  return { status: isNotFoundPage ? 404 : 200, complete, html, scriptHashes };
}
