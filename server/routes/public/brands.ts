import type { FastifyInstance } from 'fastify';
import type { BrandDetail, BrandListItem } from '../../../shared/publicApi.js';
import type { Db } from '../../db/database.js';
import { registerRoutes } from '../../http/routes.js';
import { loadCatalogue } from './catalogue.js';
import type { PublicContext } from './context.js';
import { fallbackMark, textIn } from './localize.js';
import { altIn } from './imageAlt.js';
import { listAndDetailRoutes } from './addressedRecord.js';
import { pageLanguages, pageSlugs } from './pageLanguages.js';
import { type SlugMap, slugIn } from '../../services/seoSlugs.js';
import { shownInDragOrder } from './shownToVisitors.js';

const activeBrands = (db: Db) => db.selectFrom('brands').selectAll().$call(shownInDragOrder);

type BrandRow = Awaited<ReturnType<ReturnType<typeof activeBrands>['executeTakeFirstOrThrow']>>;

function toListItem(row: BrandRow, lang: string, slugs: SlugMap | undefined): BrandListItem {
  const alt = altIn(row.image_alt, lang, row.image_decorative);
  return {
    id: row.id,
    name: row.name,
    // Its address in this language (issue 30): its own slug here, else the Turkish one.
    seo_name: slugIn(row.seo_name, slugs, lang),
    logo: row.logo_path,
    logo_alt: alt,
    // The name is the same in every language: the strip's one translated text is the logo's alt.
    ...(row.logo_path && alt ? fallbackMark(row.image_alt, lang) : {}),
    website: row.website,
  };
}

/** A brand's page: the brand and its courses. */
async function brandDetail(ctx: PublicContext, row: BrandRow, lang: string): Promise<BrandDetail> {
  const courses = (await loadCatalogue(ctx, lang)).filter((course) => course.brand?.id === row.id);
  const { seo_names: slugs } = await pageSlugs(ctx, 'brands', row);
  return {
    ...toListItem(row, lang, slugs),
    seo_names: slugs,
    description: textIn(row.description, lang),
    courses,
    // The name is the same in every language: the description is what is translated.
    ...(await pageLanguages(ctx, lang, row.description)),
  };
}

/** The brands strip and a brand's page with its courses. */
export async function brandRoutes(app: FastifyInstance, ctx: PublicContext) {
  registerRoutes(
    app,
    listAndDetailRoutes(
      ctx,
      { list: '/api/pages/brands', detail: '/api/pages/brand/:seo_name' },
      {
        resource: 'brands',
        all: () => activeBrands(ctx.db).execute(),
        listItem: toListItem,
        find: (id) => activeBrands(ctx.db).where('id', '=', id).executeTakeFirst(),
        missing: 'Marka bulunamadı',
        detail: (row, lang) => brandDetail(ctx, row, lang),
      },
    ),
  );
}
