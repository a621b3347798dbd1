import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import * as yup from 'yup';
import { keyField, optionalIdField } from '../../../shared/schemas/catalogueFields.js';
import {
  type AdminCategory,
  categoryMessages,
  categoryQueueSchema,
  categorySchema,
  defaultCategorySection,
  prepareCategoryBody,
} from '../../../shared/schemas/category.js';
import type { Db } from '../../db/database.js';
import type { CategoriesTable } from '../../db/schema.js';
import { parseTranslated, toJson } from '../../db/json.js';
import { HttpError, notFound } from '../../http/errors.js';
import { registerRoutes } from '../../http/routes.js';
import { fieldError, validateBody } from '../../http/validate.js';
import { applyOrder, reorderFailedMessage } from '../../services/reorder.js';
import { queueAfter, resolveSlugs, rethrowSeoRace } from './catalogueHelpers.js';
import { saveSlugs, withSlugs } from './seoSlugHooks.js';
import { arrangeCategories } from './categoryList.js';
import { takesMember } from './categoryMembers.js';
import { isTrashView, trashRoutes } from './contentTrash.js';
import { bodyOf, idParam, recordRoute, successMessages } from './helpers.js';
import type { AdminRouteOptions } from './options.js';
import { listQuerystring } from './listQuery.js';

/*
 * Categories of the catalogue (SPEC §3, §7): per section, one level of sub-categories, ordered by drag within
 * a section and a parent. A category still holding live courses or sub-categories cannot go to the trash.
 */

const listQuerySchema = yup.object({
  section: keyField(defaultCategorySection),
  sub_category: optionalIdField(),
});

type CategoryRow = Selectable<CategoriesTable>;

async function productCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .select(['category_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('category_id', 'in', ids)
    .where('deleted_at', 'is', null)
    .groupBy('category_id')
    .execute();
  return new Map(rows.map((row) => [row.category_id ?? 0, Number(row.count)]));
}

function present(row: CategoryRow, counts: Map<number, number>, children: CategoryRow[] = []): AdminCategory {
  return {
    id: row.id,
    section: row.section,
    parent_id: row.parent_id,
    seo_name: row.seo_name,
    name: parseTranslated(row.name),
    seo_title: parseTranslated(row.seo_title),
    seo_description: parseTranslated(row.seo_description),
    queue: row.queue,
    active: row.active,
    product_count: counts.get(row.id) ?? 0,
    sub_categories: children.map((child) => present(child, counts)),
    deleted_at: row.deleted_at,
  };
}

/** The sub-categories of these categories that are not in the trash, in drag order. */
const liveChildrenOf = (db: Db, parentIds: number[]) =>
  db
    .selectFrom('categories')
    .selectAll()
    .where('parent_id', 'in', parentIds)
    .where('deleted_at', 'is', null)
    .orderBy('queue', 'desc')
    .orderBy('id', 'asc')
    .execute();

/**
 * The live categories of one section and parent, each with its live sub-categories, in drag order; or the
 * trash (`trashed`): the section's trashed categories of every level, flat, the latest moved there first.
 */
async function listCategories(
  db: Db,
  section: string,
  parentId: number | null,
  trashed: boolean,
): Promise<AdminCategory[]> {
  if (trashed) {
    const rows = await db
      .selectFrom('categories')
      .selectAll()
      .where('section', '=', section)
      .where('deleted_at', 'is not', null)
      .$if(parentId !== null, (qb) => qb.where('parent_id', '=', parentId ?? 0))
      .orderBy('deleted_at', 'desc')
      .orderBy('id', 'asc')
      .execute();
    const counts = await productCounts(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => present(row, counts));
  }
  const rows = await db
    .selectFrom('categories')
    .selectAll()
    .where('section', '=', section)
    .$if(parentId === null, (qb) => qb.where('parent_id', 'is', null))
    .$if(parentId !== null, (qb) => qb.where('parent_id', '=', parentId ?? 0))
    .where('deleted_at', 'is', null)
    .orderBy('queue', 'desc')
    .orderBy('id', 'asc')
    .execute();
  const ids = rows.map((row) => row.id);
  const children = ids.length === 0 ? [] : await liveChildrenOf(db, ids);
  const counts = await productCounts(db, [...ids, ...children.map((row) => row.id)]);
  return rows.map((row) =>
    present(
      row,
      counts,
      children.filter((child) => child.parent_id === row.id),
    ),
  );
}

async function findCategory(db: Db, id: number): Promise<AdminCategory> {
  const row = await db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  const children = await liveChildrenOf(db, [id]);
  const counts = await productCounts(db, [id, ...children.map((child) => child.id)]);
  return withSlugs(db, 'categories', present(row, counts, children));
}

/** Validates a category and its place in the tree: one level of sub-categories, within one section. */
async function categoryInput(db: Db, request: FastifyRequest, exceptId?: number) {
  const raw = prepareCategoryBody(bodyOf(request));
  const input = await validateBody(categorySchema, raw);
  if (input.parent_id !== null) {
    if (input.parent_id === exceptId) throw fieldError('parent_id', categoryMessages.parentIsSelf);
    // A parent in the trash takes no sub-categories, unless it is already this one's (an edit in the trash).
    const parent = await db
      .selectFrom('categories')
      .select(['id', 'section', 'parent_id'])
      .where('id', '=', input.parent_id)
      .where(takesMember('categories', exceptId))
      .executeTakeFirst();
    if (!parent) throw fieldError('parent_id', categoryMessages.parentNotFound);
    if (parent.parent_id !== null) throw fieldError('parent_id', categoryMessages.parentIsChild);
    if (parent.section !== input.section) throw fieldError('parent_id', categoryMessages.parentOtherSection);
    if (exceptId !== undefined) {
      const child = await db
        .selectFrom('categories')
        .select('id')
        .where('parent_id', '=', exceptId)
        .executeTakeFirst();
      if (child) throw fieldError('parent_id', categoryMessages.hasChildrenCannotMove);
    }
  }
  const { seoName, slugs } = await resolveSlugs(db, 'categories', input, input.name.tr ?? '', raw, exceptId);
  return {
    values: {
      section: input.section,
      parent_id: input.parent_id,
      seo_name: seoName,
      name: toJson(input.name),
      seo_title: toJson(input.seo_title),
      seo_description: toJson(input.seo_description),
      active: input.active,
    },
    slugs,
  };
}

/** SPEC §7 /api/admin/categories. */
export async function categoryRoutes(app: FastifyInstance, { db }: AdminRouteOptions) {
  registerRoutes(app, [
    {
      method: 'GET',
      url: '/categories',
      access: 'content',
      schema: { querystring: listQuerystring },
      handler: async (request) => {
        const query = await validateBody(listQuerySchema, request.query);
        const trashed = isTrashView(request.query);
        const categories = await listCategories(db, query.section, query.sub_category, trashed);
        return { success: true, data: arrangeCategories(categories, request.query) };
      },
    },
    recordRoute('/categories/:id', 'content', (id) => findCategory(db, id)),
    {
      method: 'POST',
      url: '/categories',
      access: 'content',
      handler: async (request, reply) => {
        const { values, slugs } = await categoryInput(db, request);
        const low = await db
          .selectFrom('categories')
          .select((eb) => eb.fn.min<number | null>('queue').as('low'))
          .where('section', '=', values.section)
          .$if(values.parent_id === null, (qb) => qb.where('parent_id', 'is', null))
          .$if(values.parent_id !== null, (qb) => qb.where('parent_id', '=', values.parent_id ?? 0))
          .executeTakeFirst();
        const row = await db
          .insertInto('categories')
          .values({ ...values, queue: queueAfter(low?.low) })
          .returning('id')
          .executeTakeFirstOrThrow()
          .catch(rethrowSeoRace);
        await saveSlugs(db, 'categories', row.id, slugs).catch(rethrowSeoRace);
        reply.status(201);
        return { success: true, message: successMessages.created, data: await findCategory(db, row.id) };
      },
    },
    {
      method: 'PUT',
      url: '/categories/queue',
      access: 'content',
      handler: async (request) => {
        const input = await validateBody(categoryQueueSchema, bodyOf(request));
        // applyOrder checks the parent; the section is checked here so no id from another section slips in.
        const inSection = await db
          .selectFrom('categories')
          .select('id')
          .where('id', 'in', input.queue)
          .where('section', '=', input.section)
          .execute();
        if (inSection.length !== new Set(input.queue).size) {
          throw new HttpError(422, reorderFailedMessage);
        }
        await applyOrder(db, 'categories', input.queue, { column: 'parent_id', value: input.sub_category });
        return { success: true, message: successMessages.changed, data: { queue: input.queue } };
      },
    },
    {
      method: 'PUT',
      url: '/categories/:id',
      access: 'content',
      handler: async (request) => {
        const id = idParam(request);
        await findCategory(db, id);
        const { values, slugs } = await categoryInput(db, request, id);
        await db.updateTable('categories').set(values).where('id', '=', id).execute().catch(rethrowSeoRace);
        await saveSlugs(db, 'categories', id, slugs).catch(rethrowSeoRace);
        return { success: true, message: successMessages.updated, data: await findCategory(db, id) };
      },
    },
    // Live courses or sub-categories keep a category out of the trash (services/contentTrash.ts).
    ...trashRoutes(db, {
      table: 'categories',
      url: '/categories',
      access: 'content',
      find: (id) => findCategory(db, id),
    }),
  ]);
}
