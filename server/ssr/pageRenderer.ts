import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { PageState } from '../../shared/pageState.js';
import type { LanguageItem, PublicRouteName } from '../../shared/publicApi.js';
import {
  localizedPath,
  matchPublicRoute,
  paths,
  secretAddressRoutes,
  splitLanguagePrefix,
} from '../../shared/routes.js';
import { defaultLanguage } from '../../shared/types.js';
import { loadAnswer, PageData, type SiteRenderer } from './pageData.js';
import { pageDocument } from './pageDocument.js';
import { pageHead } from './pageHead.js';
import type { PagePreview } from './previewPage.js';

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

/** List pages whose list answers 404 past its last page: the page is then the 404 page too. */
const pagedRoutes: ReadonlySet<PublicRouteName> = new Set(['news_archive']);

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
   * A preview (ssr/previewPage.ts): the record's own answer comes from here, whatever its state, and the page
   * is kept out of search engines.
   */
  preview?: PagePreview;
}

/**
 * The active languages' abbrs in the site's order, from the (cached) answer the language switch reads too;
 * null when it fails (the database is down).
 */
async function activeLanguages(app: FastifyInstance): Promise<string[] | null> {
  const answer = await loadAnswer(app, '/api/pages/all-languages', undefined, defaultLanguage, false);
  return answer.status === 200 ? (answer.data as LanguageItem[]).map((item) => item.abbr) : null;
}

/**
 * The page's language and route as its address names them. The address alone names the language (issue 30):
 * no prefix is the default language, never the cookie's. A prefix that is no active language is no page: the
 * default language's 404 page (server/plugins/frontend.ts has already moved the default language's own
 * prefix and an inactive language's addresses).
 */
function readAddress(pathname: string, languages: string[]) {
  const { lang: addressLang, path } = splitLanguagePrefix(pathname);
  const languageKnown = addressLang === null || languages.includes(addressLang);
  const lang = addressLang !== null && languageKnown ? addressLang : defaultLanguage;
  return { lang, path, route: languageKnown ? matchPublicRoute(path) : null };
}

/**
 * Renders a public page on the server: runs its route's loader (in process), renders once, and loads and
 * renders again only if the render still asked for an answer the loader did not declare (pageData.ts). An
 * unknown address, or a detail page whose record does not exist, is the 404 page with status 404 (and so is
 * /404 itself).
 */
export async function renderPublicPage(request: RenderRequest): Promise<RenderedPage> {
  const parsed = new URL(request.url, 'http://x');
  const listed = await activeLanguages(request.app);
  // Without the list (an outage) the address is taken at its word; the page is then not kept (complete).
  const prefix = splitLanguagePrefix(parsed.pathname).lang;
  const languages = listed ?? [...new Set([defaultLanguage, prefix ?? defaultLanguage])];
  const { lang, path, route } = readAddress(parsed.pathname, languages);
  const state: PageState = {
    lang,
    origin: request.origin,
    fallback: {},
    renderedAt: new Date().toISOString(),
    notFound: route === null,
  };
  const data = new PageData(request.app, request.renderer, state, listed !== null, request.preview);

  let body = '';
  if (!state.notFound) {
    // A page whose own answer can be missing: a record's page, or a list's page past its last (`?sayfa=99`).
    const ownRecord = Boolean(route && (Object.keys(route.params).length || pagedRoutes.has(route.name)));
    const page = await data.render(request.url, ownRecord);
    body = page.html;
    state.formatted = page.formatted;
    state.notFound = !page.recordFound;
    if (!state.notFound) data.settle(page.asked);
  }
  if (state.notFound) {
    const page = await data.render(localizedPath(lang, paths.not_found), false);
    body = page.html;
    state.formatted = page.formatted;
    data.settle(page.asked);
  }

  // The 404 page's own address answers 404 too: it is never a page to index.
  const isNotFoundPage = state.notFound || route?.name === 'not_found';
  const head = pageHead({
    route: state.notFound || !route ? { name: 'not_found', params: {} } : route,
    lang,
    origin: request.origin,
    path: `${path}${parsed.search}`,
    data: (apiPath) => data.byPath.get(apiPath),
    notFound: isNotFoundPage,
    noindex: request.preview !== undefined || (route !== null && secretAddressRoutes.has(route.name)),
    languages,
  });
  const document = pageDocument({
    template: request.template,
    lang,
    head,
    headExtras: request.headExtras,
    prePaintScript: request.renderer.prePaintScript,
    body,
    state,
  });
  return { status: isNotFoundPage ? 404 : 200, complete: data.complete, ...document };
}
