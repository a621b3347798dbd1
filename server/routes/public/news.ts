import type { FastifyInstance } from 'fastify';
import type { NewsDetail, NewsListItem } from '../../../shared/publicApi.js';
import type { Paged } from '../../../shared/types.js';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { registerRoutes } from '../../http/routes.js';
import { type PublicContext, pageRoute, queryValue } from './context.js';
import { fallbackMark, textIn } from './localize.js';
import { altIn } from './imageAlt.js';
import { addressedPageRoute } from './addressedRecord.js';
import { pageLanguages, pageSlugs } from './pageLanguages.js';
import { type SlugMap, loadSlugs, slugIn } from '../../services/seoSlugs.js';

/** Active news whose publication time has come: the news the site shows (its pages, lists and sitemap). */
export const isPublished = (eb: ExpressionBuilder<Database, 'news'>) =>
  eb.and([
    eb('active', '=', 1),
    eb('deleted_at', 'is', null),
    eb('published_at', '<=', new Date().toISOString()),
  ]);

/** Published news, newest first. */
const publishedNews = (db: Db) =>
  db.selectFrom('news').selectAll().where(isPublished).orderBy('published_at', 'desc').orderBy('id', 'desc');

/** The news archive page (/haberler) lists this many a page (issue 32). */
export const newsPerPage = 12;

type NewsRow = Awaited<ReturnType<ReturnType<typeof publishedNews>['executeTakeFirstOrThrow']>>;

/** Each item's address in `lang` (issue 30): its own slug there, else the Turkish one. */
async function listItems(ctx: PublicContext, rows: NewsRow[], lang: string): Promise<NewsListItem[]> {
  const slugs = await loadSlugs(
    ctx.db,
    'news',
    rows.map((row) => row.id),
  );
  return rows.map((row) => toListItem(row, lang, slugs.get(row.id)));
}

const toListItem = (row: NewsRow, lang: string, slugs: SlugMap | undefined): NewsListItem => ({
  id: row.id,
  seo_name: slugIn(row.seo_name, slugs, lang),
  // Judged by the title, as the news page is (pageLanguages); the page's own answer replaces it.
  ...fallbackMark(row.title, lang),
  title: textIn(row.title, lang),
  summary: textIn(row.summary, lang),
  image: row.image_path,
  image_alt: altIn(row.image_alt, lang),
  published_at: row.published_at,
});

export async function newsRoutes(app: FastifyInstance, ctx: PublicContext) {
  registerRoutes(app, [
    pageRoute(ctx, '/api/pages/news', async (lang) =>
      listItems(ctx, await publishedNews(ctx.db).execute(), lang),
    ),
    pageRoute(ctx, '/api/pages/news-archive', async (lang, request): Promise<Paged<NewsListItem>> => {
      const raw = queryValue(request, 'page') ?? '1';
      const page = /^\d{1,6}$/.test(raw) ? Math.max(1, Number(raw)) : 1;
      const { total } = await ctx.db
        .selectFrom('news')
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .where(isPublished)
        .executeTakeFirstOrThrow();
      const lastPage = Math.max(1, Math.ceil(Number(total) / newsPerPage));
      // A page past the last has no items and no address of its own: a 404, not an empty duplicate.
      if (page > lastPage) throw notFound('Sayfa bulunamadı');
      const rows = await publishedNews(ctx.db)
        .limit(newsPerPage)
        .offset((page - 1) * newsPerPage)
        .execute();
      return {
        items: await listItems(ctx, rows, lang),
        page,
        per_page: newsPerPage,
        total: Number(total),
        last_page: lastPage,
      };
    }),
    addressedPageRoute(ctx, '/api/pages/news/:seo_name', {
      resource: 'news',
      find: (id) => publishedNews(ctx.db).where('id', '=', id).executeTakeFirst(),
      missing: 'Haber bulunamadı',
      detail: (row, lang) => newsDetail(ctx, row, lang),
    }),
  ]);
}

async function newsDetail(ctx: PublicContext, row: NewsRow, lang: string): Promise<NewsDetail> {
  const { seo_names: slugs } = await pageSlugs(ctx, 'news', row);
  return {
    ...toListItem(row, lang, slugs),
    content: textIn(row.content, lang),
    ...(await pageLanguages(ctx, lang, row.title)),
    seo_names: slugs,
  };
}

/** A news item's page whatever its state (draft, scheduled, in the trash): for its preview only. */
export async function previewNews(ctx: PublicContext, lang: string, id: number) {
  const row = await ctx.db.selectFrom('news').selectAll().where('id', '=', id).executeTakeFirst();
  return row && newsDetail(ctx, row, lang);
}
