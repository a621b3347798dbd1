import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { type AdminBrand, brandSchema, prepareBrandBody } from '../../../shared/schemas/brand.js';
import type { Db } from '../../db/database.js';
import type { BrandsTable } from '../../db/schema.js';
import { parseTranslated, toJson } from '../../db/json.js';
import { registerRoutes } from '../../http/routes.js';
import { validateBody } from '../../http/validate.js';
import { resolveSlugs, sanitizeTranslated, selectOptionsRoute } from './catalogueHelpers.js';
import { bodyOf } from './helpers.js';
import type { AdminRouteOptions } from './options.js';
import { thumbUrlOrNull, wantsImageRemoved } from './singleImage.js';
import { singleImageResourceRoutes } from './singleImageResource.js';
import { imageAltValues } from './imageAltValues.js';
import { slugHooks } from './seoSlugHooks.js';

/*
 * Brands (issue 7, services): name, logo (multipart field `logo`), description per language, seo_name,
 * website, drag order. Deleting a brand (from the trash) leaves its courses without a brand.
 */

function present(row: Selectable<BrandsTable>): AdminBrand {
  return {
    id: row.id,
    name: row.name,
    seo_name: row.seo_name,
    description: parseTranslated(row.description),
    website: row.website ?? '',
    logo_url: row.logo_path,
    logo_thumb_url: thumbUrlOrNull(row.logo_path),
    image_alt: parseTranslated(row.image_alt),
    image_decorative: row.image_decorative,
    queue: row.queue,
    active: row.active,
    deleted_at: row.deleted_at,
  };
}

async function brandInput(db: Db, request: FastifyRequest, exceptId?: number) {
  const raw = prepareBrandBody(bodyOf(request));
  const input = await validateBody(brandSchema, raw);
  const { seoName, slugs } = await resolveSlugs(db, 'brands', input, input.name, raw, exceptId);
  return {
    slugs,
    values: {
      name: input.name,
      seo_name: seoName,
      description: toJson(sanitizeTranslated(input.description)),
      website: input.website || null,
      active: input.active,
      ...imageAltValues(raw, input),
    },
    removeImage: wantsImageRemoved(raw, 'logo', input.remove_logo),
  };
}

export async function brandRoutes(app: FastifyInstance, options: AdminRouteOptions) {
  const { db } = options;
  registerRoutes(app, [
    ...singleImageResourceRoutes(options, {
      table: 'brands',
      url: '/brands',
      image: {
        kind: 'brands',
        field: 'logo',
        column: 'logo_path',
        pathOf: (brand: AdminBrand) => brand.logo_url,
      },
      records: async (rows) => rows.map(present),
      list: {
        columns: ['name', 'seo_name', 'website', 'active', 'queue', 'deleted_at'],
        search: (row) => [row.name, row.seo_name],
      },
      order: 'queue',
      input: (request: FastifyRequest, id?: number) => brandInput(db, request, id),
      values: (input) => input.values,
      ...slugHooks<AdminBrand>(db, 'brands', 'brand'),
    }),
    selectOptionsRoute(db, '/brands/select-options', 'brands'),
  ]);
}
