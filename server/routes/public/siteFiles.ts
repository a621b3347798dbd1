import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { type ResponseCache, sendAnswer } from '../../plugins/publicCache.js';
import { siteOrigin } from '../../ssr/pageRenderer.js';
import { escapeHtml } from '../../ssr/text.js';
import { localizedPath, paths, publicRoutePatterns, unprefixedLanguage } from '../../../shared/routes.js';
import { parseJson } from '../../db/json.js';
import { activeLanguages } from './context.js';
import { isPublished } from './news.js';
import { translatedLanguages } from './pageLanguages.js';
import { shownToVisitors } from './shownToVisitors.js';
import { type SlugMap, loadSlugs } from '../../services/seoSlugs.js';

interface SiteFilesOptions {
  db: Db;
  cache: ResponseCache;
  config: Config;
}

/** A page of the sitemap: its Turkish path and, when the rows say so, when it last changed. */
export interface SitemapPage {
  path: string;
  lastmod?: string | null;
  /** A record's page: the languages it is written in (pageLanguages.ts); a fixed page is in every one. */
  languages?: readonly string[];
  /** Its path in the languages whose slug differs from the Turkish one (issue 30); else `path`. */
  pathIn?: Readonly<Record<string, string>>;
}

const day = (timestamp: unknown) => {
  if (!timestamp) return null;
  const date = new Date(String(timestamp));
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
};

/**
 * A resource's detail pages: each record's address and its own slugs' addresses, the languages it is written
 * in, and when it last changed where the rows have a column (`changed`) that says so.
 */
function recordPages<R extends { id: number; seo_name: string }>(
  rows: R[],
  slugs: Map<number, SlugMap>,
  pathOf: (slug: string) => string,
  languages: (row: R) => readonly string[],
  changed?: keyof R,
): SitemapPage[] {
  return rows.map((row) => ({
    path: pathOf(row.seo_name),
    ...(changed && { lastmod: day(row[changed]) }),
    languages: languages(row),
    pathIn: pathsIn(slugs.get(row.id), pathOf),
  }));
}

async function sitemapPages(db: Db, active: readonly string[]): Promise<SitemapPage[]> {
  const [courses, instructors, brands, news, contracts] = await Promise.all([
    db
      .selectFrom('products')
      .select(['id', 'seo_name', 'title', 'updated_at'])
      .where('is_published', '=', 1)
      .where('deleted_at', 'is', null)
      .orderBy('queue')
      .execute(),
    db
      .selectFrom('instructors')
      .select(['id', 'seo_name', 'biography'])
      .$call(shownToVisitors)
      .orderBy('queue')
      .execute(),
    db
      .selectFrom('brands')
      .select(['id', 'seo_name', 'description'])
      .$call(shownToVisitors)
      .orderBy('queue')
      .execute(),
    db
      .selectFrom('news')
      .select(['id', 'seo_name', 'title', 'published_at'])
      .where(isPublished)
      .orderBy('published_at', 'desc')
      .execute(),
    db
      .selectFrom('contracts')
      .select(['id', 'seo_name', 'name', 'updated_at'])
      .where('deleted_at', 'is', null)
      .orderBy('queue')
      .execute(),
  ]);
  const [courseSlugs, newsSlugs, instructorSlugs, brandSlugs, contractSlugs] = await Promise.all(
    (['products', 'news', 'instructors', 'brands', 'contracts'] as const).map((resource) =>
      loadSlugs(db, resource),
    ),
  );
  const fixed = Object.entries(publicRoutePatterns)
    .filter(([name, pattern]) => name !== 'not_found' && !pattern.includes(':'))
    .map(([, pattern]) => ({ path: pattern }));
  // The same text as each detail answer judges its translations by (routes/public/*.ts pageLanguages).
  const written = (raw: string) => translatedLanguages(raw, active);
  return [
    ...fixed,
    ...recordPages(courses, courseSlugs, paths.course, (row) => written(row.title), 'updated_at'),
    ...recordPages(instructors, instructorSlugs, paths.instructor, (row) => written(row.biography)),
    ...recordPages(brands, brandSlugs, paths.brand, (row) => written(row.description)),
    ...recordPages(news, newsSlugs, paths.news, (row) => written(row.title), 'published_at'),
    ...recordPages(contracts, contractSlugs, paths.contract, (row) => written(row.name), 'updated_at'),
  ];
}

/** A record's paths in the languages that have a slug of their own. */
const pathsIn = (own: SlugMap | undefined, pathOf: (slug: string) => string) =>
  Object.fromEntries(Object.entries(own ?? {}).map(([lang, slug]) => [lang, pathOf(slug)]));

/**
 * sitemap.xml: every public page in every active language it is written in, each naming those language twins
 * and the default language's address as x-default (issue 30: a record not yet translated into a language
 * is not listed there; its address shows the default language's text).
 */
export function sitemapXml(origin: string, pages: SitemapPage[], active: readonly string[]): string {
  const entries = pages.flatMap((page) => {
    const url = (lang: string, path: string) =>
      escapeHtml(`${origin}${localizedPath(lang, page.pathIn?.[lang] ?? path)}`);
    const languages = page.languages ? active.filter((lang) => page.languages?.includes(lang)) : active;
    const alternates = [
      ...languages.map(
        (alt) => `<xhtml:link rel="alternate" hreflang="${alt}" href="${url(alt, page.path)}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url(unprefixedLanguage, page.path)}"/>`,
    ].join('');
    const lastmod = page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : '';
    return languages.map((lang) => `<url><loc>${url(lang, page.path)}</loc>${lastmod}${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * The files crawlers and browsers ask for at the site's root: robots.txt, sitemap.xml, the web manifest and
 * /favicon.ico (the company's favicon). Cached like every public answer, dropped by any admin write.
 */
export async function siteFilesRoutes(app: FastifyInstance, { db, cache, config }: SiteFilesOptions) {
  const origin = siteOrigin(config);
  const serve = async (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    contentType: string,
    build: () => Promise<string>,
  ) => {
    let entry = cache.get(key);
    if (!entry) {
      const builtIn = cache.generation;
      entry = cache.set(key, await build(), contentType, builtIn);
    }
    return sendAnswer(request, reply, entry, '');
  };

  const company = async () => {
    const row = await db.selectFrom('company_config').selectAll().where('id', '=', 1).executeTakeFirst();
    return row;
  };

  app.get('/robots.txt', (request, reply) =>
    serve(request, reply, 'file|robots', 'text/plain; charset=utf-8', async () =>
      [
        'User-agent: *',
        'Disallow: /admin',
        'Disallow: /giris-yap',
        'Disallow: /api/',
        '',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ].join('\n'),
    ),
  );

  app.get('/sitemap.xml', (request, reply) =>
    serve(request, reply, 'file|sitemap', 'application/xml; charset=utf-8', async () => {
      const active = (await activeLanguages({ db, cache, config })).map((row) => row.abbr);
      return sitemapXml(origin, await sitemapPages(db, active), active);
    }),
  );

  app.get('/manifest.webmanifest', (request, reply) =>
    serve(request, reply, 'file|manifest', 'application/manifest+json; charset=utf-8', async () => {
      const row = await company();
      const names = parseJson<Record<string, string>>(row?.company_name, {});
      const name = names.tr || row?.project_company_name || 'Akademi';
      const icon = row?.fav_ico_logo_path || '/favicon.svg';
      return JSON.stringify({
        name,
        short_name: row?.project_company_name || name,
        start_url: '/',
        display: 'browser',
        lang: unprefixedLanguage,
        theme_color: row?.main_color || '#0a3d62',
        background_color: '#ffffff',
        icons: [{ src: icon, sizes: 'any', type: icon.endsWith('.svg') ? 'image/svg+xml' : 'image/png' }],
      });
    }),
  );

  // Browsers ask for /favicon.ico whatever the page says: send them to the company's favicon.
  app.get('/favicon.ico', async (_request, reply) => {
    const row = await company();
    return reply
      .header('cache-control', 'public, max-age=3600')
      .redirect(row?.fav_ico_logo_path || '/favicon.svg', 302);
  });
}
