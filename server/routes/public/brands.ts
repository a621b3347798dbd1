import type { FastifyInstance } from 'fastify';
import type { BrandDetail, BrandListItem } from '../../../shared/publicApi.js';
import type { Db } from '../../db/database.js';
import { notFound } from '../../http/errors.js';
import { registerRoutes } from '../../http/routes.js';
import { loadCatalogue } from './catalogue.js';
import { type PublicContext, answer, routeParam } from './context.js';
import { fallbackMark, textIn } from './localize.js';
import { altIn } from './imageAlt.js';
import { pageLanguages } from './pageLanguages.js';

const activeBrands = (db: Db) =>
  db
    .selectFrom('brands')
    .selectAll()
    .where('active', '=', 1)
    .where('deleted_at', 'is', null)
    .orderBy('queue', 'desc')
    .orderBy('id', 'asc');

type BrandRow = Awaited<ReturnType<ReturnType<typeof activeBrands>['executeTakeFirstOrThrow']>>;

function toListItem(row: BrandRow, lang: string): BrandListItem {
  const alt = altIn(row.image_alt, lang, row.image_decorative);
  return {
    id: row.id,
    name: row.name,
    seo_name: row.seo_name,
    logo: row.logo_path,
    logo_alt: alt,
    // The name is the same in every language: the strip's one translated text is the logo's alt.
    ...(row.logo_path && alt ? fallbackMark(row.image_alt, lang) : {}),
    website: row.website,
  };
}

/** The brands strip and a brand's page with its courses. */
export async function brandRoutes(app: FastifyInstance, ctx: PublicContext) {
  registerRoutes(app, [
    {
      method: 'GET',
      url: '/api/pages/brands',
      handler: (request, reply) =>
        answer(ctx, request, reply, async (lang) =>
          (await activeBrands(ctx.db).execute()).map((row) => toListItem(row, lang)),
        ),
    },
    {
      method: 'GET',
      url: '/api/pages/brand/:seo_name',
      handler: (request, reply) =>
        answer(ctx, request, reply, async (lang): Promise<BrandDetail> => {
          const row = await activeBrands(ctx.db)
            .where('seo_name', '=', routeParam(request, 'seo_name'))
            .executeTakeFirst();
          if (!row) throw notFound('Marka bulunamadı');
          const courses = (await loadCatalogue(ctx, lang)).filter((course) => course.brand?.id === row.id);
          return {
            ...toListItem(row, lang),
            description: textIn(row.description, lang),
            courses,
            // The name is the same in every language: the description is what is translated.
            ...(await pageLanguages(ctx, lang, row.description)),
          };
        }),
    },
  ]);
}
