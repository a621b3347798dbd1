import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import {
  type AdminInstructor,
  instructorSchema,
  prepareInstructorBody,
} from '../../../shared/schemas/instructor.js';
import type { Db } from '../../db/database.js';
import type { InstructorsTable } from '../../db/schema.js';
import { parseTranslated, toJson } from '../../db/json.js';
import { HttpError, notFound } from '../../http/errors.js';
import { registerRoutes } from '../../http/routes.js';
import { validateBody, validationFailedMessage } from '../../http/validate.js';
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
  textsOf,
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
 * Instructors (issue 7): name, title and biography per language, a photo (multipart field `photo`), the
 * courses they teach, drag order. GET /instructor/select-options feeds the course form (SPEC §7).
 */

function present(row: Selectable<InstructorsTable>, productIds: number[]): AdminInstructor {
  return {
    id: row.id,
    name: row.name,
    seo_name: row.seo_name,
    title: parseTranslated(row.title),
    biography: parseTranslated(row.biography),
    photo_url: row.photo_path,
    photo_thumb_url: row.photo_path ? thumbUrlOf(row.photo_path) : null,
    image_alt: parseTranslated(row.image_alt),
    queue: row.queue,
    active: row.active,
    product_ids: productIds,
    deleted_at: row.deleted_at,
  };
}

async function productIdsOf(db: Db, ids: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .selectFrom('product_instructors')
    .select(['instructor_id', 'product_id'])
    .where('instructor_id', 'in', ids)
    .orderBy('product_id')
    .execute();
  for (const row of rows) map.set(row.instructor_id, [...(map.get(row.instructor_id) ?? []), row.product_id]);
  return map;
}

async function findInstructor(db: Db, id: number): Promise<AdminInstructor> {
  const row = await db.selectFrom('instructors').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return present(row, (await productIdsOf(db, [id])).get(id) ?? []);
}

async function instructorInput(db: Db, request: FastifyRequest, exceptId?: number) {
  const raw = prepareInstructorBody(bodyOf(request));
  const input = await validateBody(instructorSchema, raw);
  const productIds = [...new Set(input.product_ids)];
  if (productIds.length > 0) {
    const found = await db.selectFrom('products').select('id').where('id', 'in', productIds).execute();
    if (found.length !== productIds.length) {
      throw new HttpError(422, validationFailedMessage, { product_ids: 'Eğitim bulunamadı' });
    }
  }
  const seoName = await resolveSeoName(db, 'instructors', input.seo_name, input.name, exceptId);
  return {
    values: {
      name: input.name,
      seo_name: seoName,
      title: toJson(input.title),
      biography: toJson(sanitizeTranslated(input.biography)),
      active: input.active,
      ...imageAltValues(raw, input),
    },
    productIds,
    replaceProducts: exceptId === undefined || raw.product_ids !== undefined,
    removePhoto: wantsImageRemoved(raw, 'photo', input.remove_photo),
  };
}

/** Links the instructor to exactly these courses; links that stay keep their place in the course's order. */
async function writeCourses(trx: Db, instructorId: number, productIds: number[]) {
  const current = await trx
    .selectFrom('product_instructors')
    .select('product_id')
    .where('instructor_id', '=', instructorId)
    .execute();
  const have = new Set(current.map((row) => row.product_id));
  const gone = [...have].filter((id) => !productIds.includes(id));
  if (gone.length > 0) {
    await trx
      .deleteFrom('product_instructors')
      .where('instructor_id', '=', instructorId)
      .where('product_id', 'in', gone)
      .execute();
  }
  const added = productIds.filter((id) => !have.has(id));
  if (added.length > 0) {
    await trx
      .insertInto('product_instructors')
      .values(added.map((productId) => ({ product_id: productId, instructor_id: instructorId, queue: 0 })))
      .execute();
  }
}

export async function instructorRoutes(app: FastifyInstance, { db, config }: AdminRouteOptions) {
  const photo = new SingleImage(imageStoreOf(config), {
    kind: 'instructors',
    field: 'photo',
    pathOf: (instructor: AdminInstructor) => instructor.photo_url,
    find: (id) => findInstructor(db, id),
  });
  registerRoutes(app, [
    {
      method: 'GET',
      url: '/instructors',
      access: 'content',
      schema: { querystring: listQuerystring },
      handler: async (request) => {
        const q = pageQuery(request.query, 20, orderableListMax);
        const rows = await db
          .selectFrom('instructors')
          .select(['id', 'name', 'title', 'seo_name', 'active', 'queue', 'deleted_at'])
          .$call(trashScope(request.query))
          .orderBy('queue', 'desc')
          .orderBy('id', 'asc')
          .execute();
        const sorted = sortRows(rows, requestedSort('instructors', request.query), { translated: ['title'] });
        const { ids, total } = pageOfMatches(sorted, q, (row) => [
          row.name,
          row.seo_name,
          ...textsOf(row.title),
        ]);
        const page = await inOrder(ids, (some) =>
          db.selectFrom('instructors').selectAll().where('id', 'in', some).execute(),
        );
        const courses = await productIdsOf(db, ids);
        const items = page.map((row) => present(row, courses.get(row.id) ?? []));
        return { success: true, data: paged(items, total, q) };
      },
    },
    selectOptionsRoute(db, '/instructor/select-options', 'instructors'),
    {
      method: 'GET',
      url: '/instructors/:id',
      access: 'content',
      handler: async (request) => ({ success: true, data: await findInstructor(db, idParam(request)) }),
    },
    {
      method: 'POST',
      url: '/instructors',
      access: 'content',
      handler: async (request, reply) => {
        const input = await instructorInput(db, request);
        const instructor = await photo
          .create(request, (photoPath) =>
            db.transaction().execute(async (trx) => {
              const row = await trx
                .insertInto('instructors')
                .values({
                  ...input.values,
                  photo_path: photoPath,
                  queue: await endOfQueue(trx, 'instructors'),
                })
                .returning('id')
                .executeTakeFirstOrThrow();
              await writeCourses(trx, row.id, input.productIds);
              return row.id;
            }),
          )
          .catch(rethrowSeoRace);
        reply.status(201);
        return { success: true, message: successMessages.created, data: instructor };
      },
    },
    reorderRoute(db, '/instructors/queue', 'instructors'),
    {
      method: 'PUT',
      url: '/instructors/:id',
      access: 'content',
      handler: async (request) => {
        const id = idParam(request);
        const before = await findInstructor(db, id);
        const input = await instructorInput(db, request, id);
        const after = await photo
          .update(request, before, input.removePhoto, (photoPath) =>
            db.transaction().execute(async (trx) => {
              await trx
                .updateTable('instructors')
                .set({ ...input.values, photo_path: photoPath })
                .where('id', '=', id)
                .execute();
              if (input.replaceProducts) await writeCourses(trx, id, input.productIds);
            }),
          )
          .catch(rethrowSeoRace);
        await rememberOldAddress(db, 'instructor', id, before.seo_name, after.seo_name);
        return { success: true, message: successMessages.updated, data: after };
      },
    },
    ...trashRoutes(db, {
      table: 'instructors',
      url: '/instructors',
      access: 'content',
      find: (id) => findInstructor(db, id),
      store: imageStoreOf(config),
    }),
  ]);
}
