import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { assetsPlugin } from './assets.js';
import { areaTemplates } from './areaTemplates.js';
import { type ResponseCache, sendAnswer } from './publicCache.js';
import { type PageFacts, sitePages } from './sitePages.js';
import type { SiteRenderer } from '../ssr/pageData.js';
import { inlineScriptHashes } from '../ssr/scriptHashes.js';
import { areaOf, areaHtmlFile, type Area } from '../../shared/areas.js';
import { isLanguagePrefix, publicRoutePatterns } from '../../shared/routes.js';
import { backOfficePolicy, sitePolicy } from '../http/securityHeaders.js';
import type { RefusedForm } from '../../shared/plainForms.js';

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

/** The same URL answers with .br, .gz or plain bytes: shared caches must key on Accept-Encoding. */
const varyOnEncoding = (res: { setHeader: (name: string, value: string) => void }) =>
  res.setHeader('vary', 'accept-encoding'); // lower case: @fastify/compress then does not add it again

/**
 * Public uploads, and once built the hashed assets (assets.ts) and the files copied from public/ (favicon,
 * robots.txt, demo images), which sit at the dist root.
 */
async function registerFiles(app: FastifyInstance, config: Config) {
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

  const built = fs.existsSync(path.join(config.distDir, areaHtmlFile.site));
  if (built) {
    await app.register(assetsPlugin, { dir: path.join(config.distDir, 'assets') });
    // Files copied from public/ (favicon, robots.txt, demo images) sit at the dist root.
    await app.register(fastifyStatic, {
      root: config.distDir,
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
}

/**
 * Serves the built front end from the API's origin: hashed assets with a one-year immutable cache (their
 * .br/.gz twins written by the build are sent as they are), each area's HTML (chosen by the first path
 * segment) with no-cache, and public uploads. An area's HTML is the same bytes for every visitor, so it is
 * cached and compressed once, and repeats go by the fast lane; it sets no cookie: the page asks
 * /api/csrf-token for its CSRF token when it first writes (shared/httpClient.ts).
 */
export const frontendPlugin = fp<FrontendOptions>(
  async (app, { config, db, cache, headExtras, renderer }) => {
    await registerFiles(app, config);
    const distDir = config.distDir;
    const template = areaTemplates(distDir, () => cache.clear());

    /**
     * A site page's CSP, naming the hashes of its inline scripts (the other security headers come from
     * helmet, app.ts; the back office's policy is the same for all its pages).
     */
    const overHttps = Boolean(config.publicUrl?.startsWith('https://'));
    const policyOf = (page: { scriptHashes: string[] }) => sitePolicy(page.scriptHashes, overHttps);

    /** The status (404 for an unknown record) and the CSP of each cached page, dropped with the cache. */
    const pageFacts: PageFacts = new Map();
    cache.onClear(() => pageFacts.clear());
    const { servePage, serveRefusedForm } = renderer
      ? sitePages({ app, config, db, cache, headExtras, renderer, template, policyOf, pageFacts })
      : { servePage: undefined, serveRefusedForm: async () => false };
    app.decorate('serveRefusedForm', serveRefusedForm);

    const serveHtml = async (request: FastifyRequest, reply: FastifyReply) => {
      const area = areaOf(new URL(request.url, 'http://x').pathname);
      const html = template(area);
      if (!html) {
        return reply
          .status(404)
          .type('text/plain; charset=utf-8')
          .send(
            config.devSiteUrl
              ? `Under npm run dev the pages are served at ${config.devSiteUrl}`
              : 'The front end is not built: run "npm run build".',
          );
      }
      if (area === 'site' && renderer && servePage) {
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
