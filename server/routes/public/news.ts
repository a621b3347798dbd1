import type { FastifyInstance } from 'fastify';
import type { NewsDetail, NewsListItem } from '../../../shared/publicApi.js';
import type { Db } from '../../db/database.js';
import { notFound } from '../../http/errors.js';
import { registerRoutes } from '../../http/routes.js';
import { type PublicContext, answer, routeParam } from './context.js';
import { textIn } from './localize.js';
import { altIn } from './imageAlt.js';
import { pageLanguages } from './pageLanguages.js';

/** Active news whose publication time has come, newest first. */
const publishedNews = (db: Db) =>
  db
    .selectFrom('news')
    .selectAll()
    .where('active', '=', 1)
    .where('deleted_at', 'is', null)
    .where('published_at', '<=', new Date().toISOString())
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc');

type NewsRow = Awaited<ReturnType<ReturnType<typeof publishedNews>['executeTakeFirstOrThrow']>>;

const toListItem = (row: NewsRow, lang: string): NewsListItem => ({
  id: row.id,
  seo_name: row.seo_name,
  title: textIn(row.title, lang),
  summary: textIn(row.summary, lang),
  image: row.image_path,
  image_alt: altIn(row.image_alt, lang),
  published_at: row.published_at,
});

export async function newsRoutes(app: FastifyInstance, ctx: PublicContext) {
  registerRoutes(app, [
    {
      method: 'GET',
      url: '/api/pages/news',
      handler: (request, reply) =>
        answer(ctx, request, reply, async (lang) =>
          (await publishedNews(ctx.db).execute()).map((row) => toListItem(row, lang)),
        ),
    },
    {
      method: 'GET',
      url: '/api/pages/news/:seo_name',
      handler: (request, reply) =>
        answer(ctx, request, reply, async (lang): Promise<NewsDetail> => {
          const row = await publishedNews(ctx.db)
            .where('seo_name', '=', routeParam(request, 'seo_name'))
            .executeTakeFirst();
          if (!row) throw notFound('Haber bulunamadı');
          return newsDetail(ctx, row, lang);
        }),
    },
  ]);
}

const newsDetail = async (ctx: PublicContext, row: NewsRow, lang: string): Promise<NewsDetail> => ({
  ...toListItem(row, lang),
  content: textIn(row.content, lang),
  ...(await pageLanguages(ctx, lang, row.title)),
});

/** A news item's page whatever its state (draft, scheduled, in the trash): for its preview only. */
export async function previewNews(ctx: PublicContext, lang: string, id: number) {
  const row = await ctx.db.selectFrom('news').selectAll().where('id', '=', id).executeTakeFirst();
  return row && newsDetail(ctx, row, lang);
}
