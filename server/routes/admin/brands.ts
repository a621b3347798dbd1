import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { type AdminBrand, brandSchema, prepareBrandBody } from '../../../shared/schemas/brand.js';
import type { Db } from '../../db/database.js';
import type { BrandsTable } from '../../db/schema.js';
import { parseTranslated, toJson } from '../../db/json.js';
import { notFound } from '../../http/errors.js';
import { registerRoutes } from '../../http/routes.js';
import { validateBody } from '../../http/validate.js';
import { thumbUrlOf } from '../../services/images.js';
import {
  imageStoreOf,
  inOrder,
  pageOfMatches,
  reorderRoute,
  resolveSeoName,
  rethrowSeoRace,
  sanitizeTranslated,
  selectOptionsRoute,
} from './catalogueHelpers.js';
import { trashRoutes, trashScope } from './contentTrash.js';
import { bodyOf, endOfQueue, idParam, successMessages } from './helpers.js';
import { listQuerystring, orderableListMax, pageQuery, paged } from './listQuery.js';
import { requestedSort, sortRows } from './listSort.js';
import type { AdminRouteOptions } from './options.js';
import { SingleImage, wantsImageRemoved } from './singleImage.js';
import { imageAltValues } from './imageAltValues.js';
import { rememberOldAddress } from '../../services/oldAddresses.js';

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
    logo_thumb_url: row.logo_path ? thumbUrlOf(row.logo_path) : null,
    image_alt: parseTranslated(row.image_alt),
    image_decorative: row.image_decorative,
    queue: row.queue,
    active: row.active,
    deleted_at: row.deleted_at,
  };
}

async function findBrand(db: Db, id: number): Promise<AdminBrand> {
  const row = await db.selectFrom('brands').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return present(row);
}

async function brandInput(db: Db, request: FastifyRequest, exceptId?: number) {
  const raw = prepareBrandBody(bodyOf(request));
  const input = await validateBody(brandSchema, raw);
  const seoName = await resolveSeoName(db, 'brands', input.seo_name, input.name, exceptId);
  return {
    values: {
      name: input.name,
      seo_name: seoName,
      description: toJson(sanitizeTranslated(input.description)),
      website: input.website || null,
      active: input.active,
      ...imageAltValues(raw, input),
    },
    removeLogo: wantsImageRemoved(raw, 'logo', input.remove_logo),
  };
}

export async function brandRoutes(app: FastifyInstance, { db, config }: AdminRouteOptions) {
  const logo = new SingleImage(imageStoreOf(config), {
    kind: 'brands',
    field: 'logo',
    pathOf: (brand: AdminBrand) => brand.logo_url,
    find: (id) => findBrand(db, id),
  });
  registerRoutes(app, [
    {
      method: 'GET',
      url: '/brands',
      access: 'content',
      schema: { querystring: listQuerystring },
      handler: async (request) => {
        const q = pageQuery(request.query, 20, orderableListMax);
        const rows = await db
          .selectFrom('brands')
          .select(['id', 'name', 'seo_name', 'website', 'active', 'queue', 'deleted_at'])
          .$call(trashScope(request.query))
          .orderBy('queue', 'desc')
          .orderBy('id', 'asc')
          .execute();
        const sorted = sortRows(rows, requestedSort('brands', request.query));
        const { ids, total } = pageOfMatches(sorted, q, (row) => [row.name, row.seo_name]);
        const page = await inOrder(ids, (some) =>
          db.selectFrom('brands').selectAll().where('id', 'in', some).execute(),
        );
        return { success: true, data: paged(page.map(present), total, q) };
      },
    },
    selectOptionsRoute(db, '/brands/select-options', 'brands'),
    {
      method: 'GET',
      url: '/brands/:id',
      access: 'content',
      handler: async (request) => ({ success: true, data: await findBrand(db, idParam(request)) }),
    },
    {
      method: 'POST',
      url: '/brands',
      access: 'content',
      handler: async (request, reply) => {
        const input = await brandInput(db, request);
        const brand = await logo
          .create(request, async (logoPath) => {
            const row = await db
              .insertInto('brands')
              .values({ ...input.values, logo_path: logoPath, queue: await endOfQueue(db, 'brands') })
              .returning('id')
              .executeTakeFirstOrThrow();
            return row.id;
          })
          .catch(rethrowSeoRace);
        reply.status(201);
        return { success: true, message: successMessages.created, data: brand };
      },
    },
    reorderRoute(db, '/brands/queue', 'brands'),
    {
      method: 'PUT',
      url: '/brands/:id',
      access: 'content',
      handler: async (request) => {
        const id = idParam(request);
        const before = await findBrand(db, id);
        const input = await brandInput(db, request, id);
        const after = await logo
          .update(request, before, input.removeLogo, (logoPath) =>
            db
              .updateTable('brands')
              .set({ ...input.values, logo_path: logoPath })
              .where('id', '=', id)
              .execute(),
          )
          .catch(rethrowSeoRace);
        await rememberOldAddress(db, 'brand', id, before.seo_name, after.seo_name);
        return { success: true, message: successMessages.updated, data: after };
      },
    },
    ...trashRoutes(db, {
      table: 'brands',
      url: '/brands',
      access: 'content',
      find: (id) => findBrand(db, id),
      store: imageStoreOf(config),
    }),
  ]);
}
