import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { type ResponseCache, budgetOfKey, compressedForms, sendAnswer } from './publicCache.js';
import type { SiteRenderer } from '../ssr/pageData.js';
import { renderPublicPage, siteOrigin } from '../ssr/pageRenderer.js';
import { asksForPreview, pagePreview } from '../ssr/previewPage.js';
import { canonicalRedirect } from '../ssr/canonicalPath.js';
import type { Area } from '../../shared/areas.js';
import {
  localizedPath,
  matchPublicRoute,
  secretAddressRoutes,
  splitLanguagePrefix,
  unprefixedLanguage,
} from '../../shared/routes.js';
import { allLanguages, type LanguageRow } from '../routes/public/context.js';
import { movedAddress } from '../services/oldAddresses.js';
import { defaultLanguage } from '../../shared/types.js';
import { scriptSafeJson } from '../../shared/pageState.js';
import { type RefusedForm, sessionQuery } from '../../shared/plainForms.js';

/**
 * A public page, the same bytes for every visitor until an admin write (issue 31): a shared cache (the
 * nginx front, a CDN) may keep it a minute and must ask again after that; a browser asks every time
 * (max-age=0: after a write its next view is the new page), which its ETag makes a 304 when nothing
 * changed. The front is refreshed by the app on writes; a CDN cannot be, so a minute bounds how long it
 * shows an old page. Serving a page stale while it fetches the new one is said to CDNs alone (RFC 9213's
 * CDN-Cache-Control): said in Cache-Control, browsers that honour it would show an old page after a write.
 * An address that is not found stays out of shared caches: any client can invent those by the thousand.
 */
const publicPageCaching = {
  shared: 'public, max-age=0, s-maxage=60',
  cdn: 'max-age=60, stale-while-revalidate=300',
};

/** A cached page's status (404 for an unknown record) and CSP, kept beside it and dropped with the cache. */
export type PageFacts = Map<string, { status: number; policy: string }>;

export interface SitePagesOptions {
  app: FastifyInstance;
  config: Config;
  db: Db;
  cache: ResponseCache;
  /** Extra tags for the <head> of an area's page (the site's integration scripts). */
  headExtras?: (area: Area) => Promise<string>;
  renderer: SiteRenderer;
  /** Each area's built HTML (areaTemplates.ts). */
  template: (area: Area) => string | undefined;
  /** A site page's CSP from the hashes of its inline scripts. */
  policyOf: (page: { scriptHashes: string[] }) => string;
  pageFacts: PageFacts;
}

/**
 * The public site's pages rendered on the server (frontend.ts serves them): a page per address and
 * language through the public cache, a preview or a secret address past it, and a refused plain form's
 * page with what was typed.
 */

/** A page of this site: rendered by its application, its addresses under its public origin. */
function renderSitePage(
  site: SitePagesOptions,
  page: Omit<Parameters<typeof renderPublicPage>[0], 'app' | 'origin'>,
) {
  return renderPublicPage({ app: site.app, origin: siteOrigin(site.config), ...page });
}

/**
 * A language row by abbr (any state), from the list the public answers read, dropped by admin writes.
 * When the database cannot say (an outage), the address is taken at its word: the page then renders as
 * far as it can, answers 503 and is not kept (renderPublicPage), rather than moving or losing the visitor.
 */
async function languageOf(site: SitePagesOptions, abbr: string): Promise<LanguageRow | undefined> {
  const { config, db, cache } = site;
  try {
    return (await allLanguages({ db, cache, config })).find((row) => row.abbr === abbr);
  } catch {
    return { abbr, lang: abbr, active: true, is_default: false };
  }
}

/**
 * An address with a `?preview=` token (ssr/previewPage.ts): rendered for this request alone, past every
 * cache (it is neither looked up nor kept, so neither this nor the fast lane can ever answer it again),
 * no-store and noindex. A bad or expired token shows the normal page, under the same rules: what
 * visitors of the plain address get is never touched. A page whose address is itself a secret (a
 * waiting-list offer, shared/routes.ts secretAddressRoutes) is served the same way, without a preview.
 */
async function servePreview(
  site: SitePagesOptions,
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
  pageRenderer: SiteRenderer,
) {
  const { config, db, cache, policyOf } = site;
  const preview = await pagePreview({ db, cache, config }, request.url).catch(() => undefined);
  const page = await renderSitePage(site, {
    renderer: pageRenderer,
    template: html,
    url: request.url,
    // Without the integration scripts: a preview is no visit to count, and its address (the token)
    // must not travel to an analytics service.
    headExtras: '',
    preview,
  });
  return sendPastCache(reply, page, policyOf(page), page.status);
}

/**
 * A page rendered for one request past every cache (a preview, a secret address, a refused form): no-store
 * and noindex, 503 when an answer it needed failed (the database is down).
 */
function sendPastCache(
  reply: FastifyReply,
  page: { complete: boolean; html: string },
  policy: string,
  status: number,
) {
  return reply
    .header('content-security-policy', policy)
    .status(page.complete ? status : 503)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(page.html);
}

/** A public page rendered on the server, cached per address and language like an API answer. */
export async function servePage(
  site: SitePagesOptions,
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
  pageRenderer: SiteRenderer,
) {
  const { db, cache, headExtras, policyOf, pageFacts } = site;
  const { pathname, search } = new URL(request.url, 'http://x');
  const redirect = canonicalRedirect(pathname);
  if (redirect) return reply.redirect(`${redirect}${search}`, 301);
  if (asksForPreview(request.url)) return servePreview(site, request, reply, html, pageRenderer);
  // An address names its language: no prefix is Turkish, `/en/…` English, whatever the `_lang` cookie
  // says (issue 30: a cookie left by one English visit sent every typed, shared or searched Turkish
  // address to English for a year). The page is then the same for every visitor of the address.
  const { lang: addressLang, path } = splitLanguagePrefix(pathname);
  // Any language the office adds has addresses under its prefix (issue 30). The default language's own
  // prefix, and a language taken off the site (its texts kept), move to the default language's address.
  const language = addressLang === null ? undefined : await languageOf(site, addressLang);
  if (addressLang === unprefixedLanguage || language?.active === false) {
    return reply.redirect(`${path}${search}`, 301);
  }
  // A prefix that is no language: the default language's 404 page (renderPublicPage says the same).
  const languageKnown = addressLang === null || language !== undefined;
  const lang = addressLang !== null && languageKnown ? addressLang : defaultLanguage;
  // Every unknown address shows the same 404 page: one entry, however many addresses are tried.
  const route = languageKnown ? matchPublicRoute(path) : null;
  if (route && secretAddressRoutes.has(route.name)) {
    return servePreview(site, request, reply, html, pageRenderer);
  }
  const known = route !== null;
  const key = known ? `page|site|${lang}|${request.url}` : `page|site|404|${lang}`;
  let entry = cache.get(key);
  let facts = pageFacts.get(key);
  if (!entry || facts === undefined) {
    // One render for everyone asking for this page meanwhile; who comes while it runs gets the page it
    // replaces, when a write superseded that a moment ago (ResponseCache.sharedOrPrevious). Not a shared
    // cache in front (X-Forwarded-For: the nginx front): it keeps what it gets (the refresh after a write
    // included) and serves its own stale copy meanwhile (deploy/nginx.conf proxy_cache_use_stale).
    const viaProxy = request.headers['x-forwarded-for'] !== undefined;
    const built = await cache.sharedOrPrevious(key, !viaProxy, async () => {
      const builtIn = cache.generation;
      const page = await renderSitePage(site, {
        renderer: pageRenderer,
        template: html,
        url: request.url,
        headExtras: headExtras ? await headExtras('site') : '',
      });
      const policy = policyOf(page);
      if (!page.complete) return { incomplete: page.html, policy };
      // Any client can invent addresses that are not found: those compete with searches, not pages.
      const budget = page.status === 200 ? budgetOfKey(key) : 'varying';
      const body = Buffer.from(page.html);
      const forms = await compressedForms(body); // off the main thread, which serves meanwhile
      const kept = cache.set(key, body, 'text/html; charset=utf-8', builtIn, budget, forms);
      const builtFacts = { status: page.status, policy };
      if (builtIn === cache.generation) pageFacts.set(key, builtFacts);
      return { entry: kept, facts: builtFacts };
    });
    if (built.incomplete !== undefined) {
      // An answer the page needs failed (the database is down): show what there is, keep nothing.
      return reply
        .header('content-security-policy', built.policy)
        .status(503)
        .header('retry-after', '5')
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(built.incomplete);
    }
    entry = built.entry;
    facts = built.facts;
  }
  const { status, policy } = facts;
  if (status === 404 && route) {
    // A renamed record's old address moves to its new one instead of ending at the 404 page.
    // During a database outage the cached 404 page is still the best answer: no redirect then.
    // So does an address in another language's slug (issue 30): to the record's slug in this language.
    const moved = await movedAddress(db, route, lang).catch(() => undefined);
    if (moved) return reply.redirect(`${localizedPath(addressLang ?? '', moved)}${search}`, 301);
  }
  reply.header('content-security-policy', policy).status(status);
  // A page from before the last write (standing in while its successor renders) is for this visitor
  // alone: a shared cache keeping it a minute would hide the write that long.
  const superseded = typeof entry.generation === 'number' && entry.generation !== cache.generation;
  const shareable = status === 200 && !superseded;
  if (shareable) reply.header('cdn-cache-control', publicPageCaching.cdn);
  const caching = shareable ? publicPageCaching.shared : superseded ? 'private, no-cache' : 'no-cache';
  // The address alone chose the page: no Vary on the language cookie. A stand-in is repeated by the fast
  // lane only while its successor renders.
  const standsIn = superseded ? cache.standInCheck(key, entry) : undefined;
  return sendAnswer(request, reply, entry, '', caching, standsIn);
}

/**
 * A plain form post the server refused (routes/public/scriptlessForms.ts): the form's own page, rendered
 * with the refusal in its state, so the form shows each message with what was typed (issue 32). Past
 * every cache, no-store and noindex like a preview, without the integration scripts (no visit to count).
 * The browser's address is the post's (/forms/…): a script of its own (admitted by its hash) puts the page's own
 * address back before the site's code starts, whose router would otherwise find no page there.
 * Answers false when the site is not built for the server (the caller then answers a plain page).
 */
export async function serveRefusedForm(
  site: SitePagesOptions,
  reply: FastifyReply,
  { address, anchor, refusal }: { address: string; anchor: string; refusal: RefusedForm },
): Promise<boolean> {
  const { renderer, template, policyOf } = site;
  const html = template('site');
  if (!html || !renderer) return false;
  // renderPublicPage builds the page's state itself; the refusal joins it before the first render and is
  // written into the page with the rest of it.
  const withRefusal: SiteRenderer = {
    ...renderer,
    renderPage: (input) => {
      input.state.refusedForm = refusal;
      return renderer.renderPage(input);
    },
  };
  const url =
    refusal.form === 'pre-registration' && typeof refusal.values.session_id === 'string'
      ? `${address}?${new URLSearchParams({ [sessionQuery]: refusal.values.session_id })}`
      : address;
  // Run by its hash, which the page's policy lists as it does the head's other scripts.
  const backToPage = `<script>history.replaceState(null,'',${scriptSafeJson(`${url}#${anchor}`)})</script>`;
  const page = await renderSitePage(site, {
    renderer: withRefusal,
    template: html,
    url,
    headExtras: backToPage,
  });
  // The refusal's own status (422, 409), set by the caller.
  await sendPastCache(reply, page, policyOf(page), reply.statusCode);
  return true;
}

/** The site's page handlers bound to the plugin's caches, template and policy (frontend.ts). */
export function sitePages(site: SitePagesOptions) {
  return {
    servePage: (request: FastifyRequest, reply: FastifyReply, html: string, pageRenderer: SiteRenderer) =>
      servePage(site, request, reply, html, pageRenderer),
    serveRefusedForm: (reply: FastifyReply, refused: Parameters<typeof serveRefusedForm>[2]) =>
      serveRefusedForm(site, reply, refused),
  };
}
