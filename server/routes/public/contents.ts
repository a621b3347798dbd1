import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ContentPage, type ContentSection, contentPages } from '../../../shared/publicApi.js';
import { parseJson } from '../../db/json.js';
import { notFound } from '../../http/errors.js';
import { registerRoutes } from '../../http/routes.js';
import { toPublicFile } from './catalogue.js';
import { type PublicContext, allLanguages, answer, queryValue } from './context.js';
import { localizeData } from './localize.js';
import { resolveContentImageAlts } from './contentImageAlts.js';

/** Loads the sections of a content page, resolved for `lang`, keyed by section name. */
async function loadPage(
  ctx: PublicContext,
  page: ContentPage,
  lang: string,
  onlyName?: string,
): Promise<Record<string, ContentSection<unknown>>> {
  let query = ctx.db.selectFrom('contents').selectAll().where('page', '=', page);
  if (onlyName) query = query.where('name', '=', onlyName);
  const rows = await query.orderBy('id', 'asc').execute();
  const files =
    rows.length === 0
      ? []
      : await ctx.db
          .selectFrom('files')
          .selectAll()
          .where('owner_type', '=', 'content')
          .where(
            'owner_id',
            'in',
            rows.map((row) => row.id),
          )
          .orderBy('queue', 'desc')
          .orderBy('id', 'asc')
          .execute();
  const languages = new Set((await allLanguages(ctx)).map((row) => row.abbr));
  const sections: Record<string, ContentSection<unknown>> = {};
  for (const row of rows) {
    sections[row.name] = {
      id: row.id,
      name: row.name,
      // Alt texts first: resolved, they are plain strings (or null) the generic pass leaves alone.
      data: localizeData(resolveContentImageAlts(parseJson<unknown>(row.data, {}), lang), lang, languages),
      files: files.filter((file) => file.owner_id === row.id).map((file) => toPublicFile(file, lang)),
      updated_at: row.updated_at,
    };
  }
  return sections;
}

const isContentPage = (value: string | undefined): value is ContentPage =>
  value !== undefined && (contentPages as readonly string[]).includes(value);

/** The single-section pages the site links to directly: distance learning, videos, consultancy, rental. */
const sectionRoutes: { url: string; page: ContentPage; name: string }[] = [
  { url: '/api/pages/distance-learning', page: 'educations', name: 'distance_learning' },
  { url: '/api/pages/training-videos', page: 'educations', name: 'training_videos' },
  { url: '/api/pages/consultancy-service', page: 'services', name: 'consultancy_service' },
  { url: '/api/pages/classroom-rental', page: 'services', name: 'classroom_rental' },
];

export async function contentRoutes(app: FastifyInstance, ctx: PublicContext) {
  registerRoutes(app, [
    {
      method: 'GET',
      url: '/api/pages/content',
      handler: (request, reply) => {
        const page = queryValue(request, 'page');
        if (!isContentPage(page)) throw notFound('Sayfa bulunamadı');
        return answer(ctx, request, reply, (lang) => loadPage(ctx, page, lang));
      },
    },
    ...sectionRoutes.map(({ url, page, name }) => ({
      method: 'GET' as const,
      url,
      handler: (request: FastifyRequest, reply: FastifyReply) =>
        answer(ctx, request, reply, async (lang) => {
          const section = (await loadPage(ctx, page, lang, name))[name];
          if (!section) throw notFound('Sayfa bulunamadı');
          return section;
        }),
    })),
  ]);
}
