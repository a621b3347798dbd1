import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { type AdminBrand, brandSchema, prepareBrandBody } from '../../../shared/schemas/brand.js';
import { queueSchema } from '../../../shared/schemas/catalogueFields.js';
import type { Db } from '../../db/database.js';
import type { BrandsTable } from '../../db/schema.js';
import { parseTranslated, toJson } from '../../db/json.js';
import { notFound } from '../../http/errors.js';
import { registerRoutes } from '../../http/routes.js';
import { validateBody } from '../../http/validate.js';
import { thumbUrlOf } from '../../services/images.js';
import { applyOrder } from '../../services/reorder.js';
import {
  imageStoreOf,
  pageOfMatches,
  queueAfter,
  resolveSeoName,
  rethrowSeoRace,
  sanitizeTranslated,
  singleUpload,
  wantsImageRemoved,
  withOptionalImage,
} from './catalogueHelpers.js';
import { bodyOf, idParam, pageQuery, paged, successMessages } from './helpers.js';
import type { AdminRouteOptions } from './index.js';

/*
 * Brands (issue 7, services): name, logo (multipart field `logo`), description per language, seo_name,
 * website, drag order. Deleting a brand leaves its courses without a brand (the foreign key sets null).
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
    queue: row.queue,
    active: row.active,
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
    },
    removeLogo: wantsImageRemoved(raw, 'logo', input.remove_logo),
  };
}

export async function brandRoutes(app: FastifyInstance, { db, config }: AdminRouteOptions) {
  const store = imageStoreOf(config);
  registerRoutes(app, [
    {
      method: 'GET',
      url: '/brands',
      access: 'content',
      handler: async (request) => {
        const q = pageQuery(request.query);
        const rows = await db
          .selectFrom('brands')
          .select(['id', 'name', 'seo_name'])
          .orderBy('queue', 'desc')
          .orderBy('id', 'asc')
          .execute();
        const { ids, total } = pageOfMatches(rows, q, (row) => [row.name, row.seo_name]);
        const full =
          ids.length === 0 ? [] : await db.selectFrom('brands').selectAll().where('id', 'in', ids).execute();
        const byId = new Map(full.map((row) => [row.id, row]));
        const items = ids.flatMap((id) => {
          const row = byId.get(id);
          return row ? [present(row)] : [];
        });
        return { success: true, data: paged(items, total, q) };
      },
    },
    {
      method: 'GET',
      url: '/brands/select-options',
      access: 'content',
      handler: async () => {
        const rows = await db
          .selectFrom('brands')
          .select(['id', 'name'])
          .orderBy('queue', 'desc')
          .orderBy('id', 'asc')
          .execute();
        return { success: true, data: rows };
      },
    },
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
        const logo = singleUpload(request, 'logo');
        const id = await withOptionalImage(store, 'brands', logo, async (image) => {
          const low = await db
            .selectFrom('brands')
            .select((eb) => eb.fn.min<number | null>('queue').as('low'))
            .executeTakeFirst();
          const row = await db
            .insertInto('brands')
            .values({ ...input.values, logo_path: image?.path ?? null, queue: queueAfter(low?.low) })
            .returning('id')
            .executeTakeFirstOrThrow();
          return row.id;
        }).catch(rethrowSeoRace);
        reply.status(201);
        return { success: true, message: successMessages.created, data: await findBrand(db, id) };
      },
    },
    {
      method: 'PUT',
      url: '/brands/queue',
      access: 'content',
      handler: async (request) => {
        const input = await validateBody(queueSchema, bodyOf(request));
        await applyOrder(db, 'brands', input.queue);
        return { success: true, message: successMessages.changed, data: { queue: input.queue } };
      },
    },
    {
      method: 'PUT',
      url: '/brands/:id',
      access: 'content',
      handler: async (request) => {
        const id = idParam(request);
        const before = await findBrand(db, id);
        const input = await brandInput(db, request, id);
        const logo = singleUpload(request, 'logo');
        await withOptionalImage(store, 'brands', logo, async (image) => {
          const logoPath = image ? image.path : input.removeLogo ? null : before.logo_url;
          await db
            .updateTable('brands')
            .set({ ...input.values, logo_path: logoPath })
            .where('id', '=', id)
            .execute();
        }).catch(rethrowSeoRace);
        const after = await findBrand(db, id);
        if (before.logo_url && before.logo_url !== after.logo_url) await store.remove([before.logo_url]);
        return { success: true, message: successMessages.updated, data: after };
      },
    },
    {
      method: 'DELETE',
      url: '/brands/:id',
      access: 'content',
      handler: async (request) => {
        const id = idParam(request);
        const brand = await findBrand(db, id);
        await db.transaction().execute(async (trx) => {
          await trx.updateTable('products').set({ brand_id: null }).where('brand_id', '=', id).execute();
          await trx.deleteFrom('brands').where('id', '=', id).execute();
        });
        await store.remove([brand.logo_url]);
        return { success: true, message: successMessages.deleted, data: brand };
      },
    },
  ]);
}
