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
import { HttpError } from '../../http/errors.js';
import { registerRoutes } from '../../http/routes.js';
import { validateBody, validationFailedMessage } from '../../http/validate.js';
import { resolveSlugs, sanitizeTranslated, selectOptionsRoute, textsOf } from './catalogueHelpers.js';
import { bodyOf } from './helpers.js';
import type { AdminRouteOptions } from './options.js';
import { thumbUrlOrNull, wantsImageRemoved } from './singleImage.js';
import { singleImageResourceRoutes } from './singleImageResource.js';
import { imageAltValues } from './imageAltValues.js';
import { saveSlugs, slugHooks } from './seoSlugHooks.js';

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
    photo_thumb_url: thumbUrlOrNull(row.photo_path),
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
  const { seoName, slugs } = await resolveSlugs(db, 'instructors', input, input.name, raw, exceptId);
  return {
    slugs,
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
    removeImage: wantsImageRemoved(raw, 'photo', input.remove_photo),
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

export async function instructorRoutes(app: FastifyInstance, options: AdminRouteOptions) {
  const { db } = options;
  registerRoutes(app, [
    ...singleImageResourceRoutes(options, {
      table: 'instructors',
      url: '/instructors',
      image: {
        kind: 'instructors',
        field: 'photo',
        column: 'photo_path',
        pathOf: (instructor: AdminInstructor) => instructor.photo_url,
      },
      records: async (rows) => {
        const courses = await productIdsOf(
          db,
          rows.map((row) => row.id),
        );
        return rows.map((row) => present(row, courses.get(row.id) ?? []));
      },
      list: {
        columns: ['name', 'title', 'seo_name', 'active', 'queue', 'deleted_at'],
        search: (row) => [row.name, row.seo_name, ...textsOf(row.title)],
        translated: ['title'],
      },
      order: 'queue',
      input: (request, id) => instructorInput(db, request, id),
      values: (input) => input.values,
      ...slugHooks<AdminInstructor>(db, 'instructors', 'instructor'),
      // The courses' links as well as the slugs.
      saved: async (trx, id, input) => {
        if (input.replaceProducts) await writeCourses(trx, id, input.productIds);
        await saveSlugs(trx, 'instructors', id, input.slugs);
      },
    }),
    selectOptionsRoute(db, '/instructor/select-options', 'instructors'),
  ]);
}
