import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { assetsPlugin } from './assets.js';
import { type ResponseCache, budgetOfKey, compressedForms, sendAnswer } from './publicCache.js';
import type { SiteRenderer } from '../ssr/pageData.js';
import { renderPublicPage, siteOrigin } from '../ssr/pageRenderer.js';
import { inlineScriptHashes } from '../ssr/scriptHashes.js';
import { siteTemplate } from '../ssr/siteTemplate.js';
import { asksForPreview, pagePreview } from '../ssr/previewPage.js';
import { canonicalRedirect } from '../ssr/canonicalPath.js';
import { areaOf, areaHtmlFile, type Area } from '../../shared/areas.js';
import {
  isLanguagePrefix,
  localizedPath,
  matchPublicRoute,
  publicRoutePatterns,
  secretAddressRoutes,
  splitLanguagePrefix,
  unprefixedLanguage,
} from '../../shared/routes.js';
import { allLanguages, type LanguageRow } from '../routes/public/context.js';
import { movedAddress } from '../services/oldAddresses.js';
import { backOfficePolicy, sitePolicy } from '../http/securityHeaders.js';
import { defaultLanguage } from '../../shared/types.js';
import { scriptSafeJson } from '../../shared/pageState.js';
import { type RefusedForm, sessionQuery } from '../../shared/plainForms.js';

export const uploadsDirOf = (config: Config) => path.join(config.uploadsRoot, 'uploads');

interface FrontendOptions {
  config: Config;
  db: Db;
  /** The public cache: an area's page is kept there, compressed, until the next admin write. */
  cache: ResponseCache;
  /** Extra tags for the <head> of an area's page (the site's integration scripts). */
  headExtras?: (area: Area) => Promise<string>;
  /** Renders the public site's pages on the server; without it they are the app's shell. */
  renderer?: SiteRenderer;
}

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

/** The same URL answers with .br, .gz or plain bytes: shared caches must key on Accept-Encoding. */
const varyOnEncoding = (res: { setHeader: (name: string, value: string) => void }) =>
  res.setHeader('vary', 'accept-encoding'); // lower case: @fastify/compress then does not add it again

/** How often the built HTML's modification time is checked (a rebuild while the server runs). */
const templateCheckMs = 1000;

/**
 * Serves the built front end from the API's origin: hashed assets with a one-year immutable cache (their
 * .br/.gz twins written by the build are sent as they are), each area's HTML (chosen by the first path
 * segment) with no-cache, and public uploads. An area's HTML is the same bytes for every visitor, so it is
 * cached and compressed once, and repeats go by the fast lane; it sets no cookie: the page asks
 * /api/csrf-token for its CSRF token when it first writes (shared/httpClient.ts).
 */
export const frontendPlugin = fp<FrontendOptions>(
  // eslint-disable-next-line max-lines-per-function -- the page-serving plugin: its routes share the plugin's caches and template
  async (app, { config, db, cache, headExtras, renderer }) => {
    const uploadsDir = uploadsDirOf(config);
    fs.mkdirSync(uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      maxAge: '7d',
    });

    const distDir = config.distDir;
    const built = fs.existsSync(path.join(distDir, areaHtmlFile.site));
    if (built) {
      await app.register(assetsPlugin, { dir: path.join(distDir, 'assets') });
      // Files copied from public/ (favicon, robots.txt, demo images) sit at the dist root.
      await app.register(fastifyStatic, {
        root: distDir,
        prefix: '/',
        decorateReply: false,
        wildcard: false,
        // Without this the per-file routes would include /assets/* and shadow the immutable handler above.
        globIgnore: ['assets/**', '**/*.html'],
        index: false,
        maxAge: '1d',
        preCompressed: true,
        setHeaders: varyOnEncoding,
        allowedPath: (pathName) => !pathName.endsWith('.html') && !pathName.startsWith('/assets/'),
      });
    }

    const templates = new Map<Area, { mtimeMs: number; checkedAt: number; html: string }>();
    const template = (area: Area): string | undefined => {
      const cached = templates.get(area);
      const now = Date.now();
      if (cached && now - cached.checkedAt < templateCheckMs) return cached.html;
      const file = path.join(distDir, areaHtmlFile[area]);
      let stat: fs.Stats;
      try {
        stat = fs.statSync(file);
      } catch {
        return undefined;
      }
      if (cached && cached.mtimeMs === stat.mtimeMs) {
        cached.checkedAt = now;
        return cached.html;
      }
      let html = fs.readFileSync(file, 'utf8');
      if (area === 'site') html = siteTemplate(html, distDir);
      templates.set(area, { mtimeMs: stat.mtimeMs, checkedAt: now, html });
      if (cached) cache.clear();
      return html;
    };

    /**
     * A site page's CSP, naming the hashes of its inline scripts (the other security headers come from
     * helmet, app.ts; the back office's policy is the same for all its pages).
     */
    const overHttps = Boolean(config.publicUrl?.startsWith('https://'));
    const policyOf = (page: { scriptHashes: string[] }) => sitePolicy(page.scriptHashes, overHttps);

    /**
     * A language row by abbr (any state), from the list the public answers read, dropped by admin writes.
     * When the database cannot say (an outage), the address is taken at its word: the page then renders as
     * far as it can, answers 503 and is not kept (renderPublicPage), rather than moving or losing the visitor.
     */
    const languageOf = async (abbr: string): Promise<LanguageRow | undefined> => {
      try {
        return (await allLanguages({ db, cache, config })).find((row) => row.abbr === abbr);
      } catch {
        return { abbr, lang: abbr, active: true, is_default: false };
      }
    };

    /** The status (404 for an unknown record) and the CSP of each cached page, dropped with the cache. */
    const pageFacts = new Map<string, { status: number; policy: string }>();
    cache.onClear(() => pageFacts.clear());

    /**
     * An address with a `?preview=` token (ssr/previewPage.ts): rendered for this request alone, past every
     * cache (it is neither looked up nor kept, so neither this nor the fast lane can ever answer it again),
     * no-store and noindex. A bad or expired token shows the normal page, under the same rules: what
     * visitors of the plain address get is never touched. A page whose address is itself a secret (a
     * waiting-list offer, shared/routes.ts secretAddressRoutes) is served the same way, without a preview.
     */
    const servePreview = async (
      request: FastifyRequest,
      reply: FastifyReply,
      html: string,
      pageRenderer: SiteRenderer,
    ) => {
      const preview = await pagePreview({ db, cache, config }, request.url).catch(() => undefined);
      const page = await renderPublicPage({
        app,
        renderer: pageRenderer,
        template: html,
        url: request.url,
        origin: siteOrigin(config),
        // Without the integration scripts: a preview is no visit to count, and its address (the token)
        // must not travel to an analytics service.
        headExtras: '',
        preview,
      });
      return reply
        .header('content-security-policy', policyOf(page))
        .status(page.complete ? page.status : 503)
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .type('text/html; charset=utf-8')
        .send(page.html);
    };

    /** A public page rendered on the server, cached per address and language like an API answer. */
    const servePage = async (
      request: FastifyRequest,
      reply: FastifyReply,
      html: string,
      pageRenderer: SiteRenderer,
    ) => {
      const { pathname, search } = new URL(request.url, 'http://x');
      const redirect = canonicalRedirect(pathname);
      if (redirect) return reply.redirect(`${redirect}${search}`, 301);
      if (asksForPreview(request.url)) return servePreview(request, reply, html, pageRenderer);
      // An address names its language: no prefix is Turkish, `/en/…` English, whatever the `_lang` cookie
      // says (issue 30: a cookie left by one English visit sent every typed, shared or searched Turkish
      // address to English for a year). The page is then the same for every visitor of the address.
      const { lang: addressLang, path } = splitLanguagePrefix(pathname);
      // Any language the office adds has addresses under its prefix (issue 30). The default language's own
      // prefix, and a language taken off the site (its texts kept), move to the default language's address.
      const language = addressLang === null ? undefined : await languageOf(addressLang);
      if (addressLang === unprefixedLanguage || language?.active === false) {
        return reply.redirect(`${path}${search}`, 301);
      }
      // A prefix that is no language: the default language's 404 page (renderPublicPage says the same).
      const languageKnown = addressLang === null || language !== undefined;
      const lang = addressLang !== null && languageKnown ? addressLang : defaultLanguage;
      // Every unknown address shows the same 404 page: one entry, however many addresses are tried.
      const route = languageKnown ? matchPublicRoute(path) : null;
      if (route && secretAddressRoutes.has(route.name)) {
        return servePreview(request, reply, html, pageRenderer);
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
          const page = await renderPublicPage({
            app,
            renderer: pageRenderer,
            template: html,
            url: request.url,
            origin: siteOrigin(config),
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
      // The address alone chose the page: no Vary on the language cookie.
      return sendAnswer(request, reply, entry, '', caching);
    };

    /**
     * A plain form post the server refused (routes/public/scriptlessForms.ts): the form's own page, rendered
     * with the refusal in its state, so the form shows each message with what was typed (issue 32). Past
     * every cache, no-store and noindex like a preview, without the integration scripts (no visit to count).
     * The browser's address is the post's (/forms/…): a script of its own (admitted by its hash) puts the page's own
     * address back before the site's code starts, whose router would otherwise find no page there.
     * Answers false when the site is not built for the server (the caller then answers a plain page).
     */
    const serveRefusedForm = async (
      reply: FastifyReply,
      { address, anchor, refusal }: { address: string; anchor: string; refusal: RefusedForm },
    ): Promise<boolean> => {
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
      const page = await renderPublicPage({
        app,
        renderer: withRefusal,
        template: html,
        url,
        origin: siteOrigin(config),
        headExtras: backToPage,
      });
      await reply
        .header('content-security-policy', policyOf(page))
        // The refusal's own status (422, 409), set by the caller; 503 when the page itself could not be made.
        .status(page.complete ? reply.statusCode : 503)
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .type('text/html; charset=utf-8')
        .send(page.html);
      return true;
    };
    app.decorate('serveRefusedForm', serveRefusedForm);

    const serveHtml = async (request: FastifyRequest, reply: FastifyReply) => {
      const area = areaOf(new URL(request.url, 'http://x').pathname);
      const html = template(area);
      if (!html) {
        return reply
          .status(404)
          .type('text/plain; charset=utf-8')
          .send('The front end is not built: run "npm run build".');
      }
      if (area === 'site' && renderer) {
        return servePage(request, reply, html, renderer);
      }
      const key = `page|${area}`;
      let entry = cache.get(key);
      let policy = pageFacts.get(key)?.policy;
      if (!entry || policy === undefined) {
        const builtIn = cache.generation;
        const head = headExtras ? await headExtras(area) : '';
        // A function as the replacement: '$&' in a script is not a pattern.
        entry = cache.set(
          key,
          html.replace('</head>', () => `${head}</head>`),
          'text/html; charset=utf-8',
          builtIn,
        );
        // The site's shell (no server rendering): its own template and extras are all it holds.
        policy =
          area === 'site'
            ? policyOf({ scriptHashes: [...inlineScriptHashes(html), ...inlineScriptHashes(head)] })
            : backOfficePolicy;
        if (builtIn === cache.generation) pageFacts.set(key, { status: 200, policy });
      }
      reply.header('content-security-policy', policy);
      return sendAnswer(request, reply, entry, '');
    };

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0];
      const isApi = pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/uploads/');
      if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply.status(404).send({ success: false, message: 'Adres bulunamadı' });
      }
      return serveHtml(request, reply);
    });

    // Every public page's address is a real route (issue 31), in Turkish and under a language prefix. The
    // prefix is a parameter, not one route per language: languages are data the office adds at runtime, and
    // servePage decides whether one is active (a 301 otherwise). A first segment not shaped like a language
    // (`/giris-yap`, `/admin`) is no page of the site: the not-found handler serves its area or the 404 page.
    const servePageRoute = async (request: FastifyRequest, reply: FastifyReply) => {
      const { lang } = request.params as { lang?: string };
      if (lang !== undefined && !isLanguagePrefix(lang)) return reply.callNotFound();
      return serveHtml(request, reply);
    };
    for (const pattern of Object.values(publicRoutePatterns)) {
      const prefixed = pattern === '/' ? '/:lang' : `/:lang${pattern}`;
      for (const url of [pattern, prefixed]) {
        app.get(url, servePageRoute); // HEAD too: Fastify exposes a HEAD route for each GET
      }
    }
  },
  { name: 'frontend' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** The refused plain form's page again (see serveRefusedForm); absent when the front end is not served. */
    serveRefusedForm?: (
      reply: FastifyReply,
      refused: { address: string; anchor: string; refusal: RefusedForm },
    ) => Promise<boolean>;
  }
}
