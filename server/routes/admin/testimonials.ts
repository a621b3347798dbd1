import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { queueSchema } from '../../../shared/schemas/catalogueFields.js';
import {
  type AdminTestimonial,
  prepareTestimonialBody,
  testimonialSchema,
} from '../../../shared/schemas/testimonial.js';
import type { Db } from '../../db/database.js';
import { parseTranslated, toJson } from '../../db/json.js';
import type { TestimonialsTable } from '../../db/schema.js';
import { HttpError, notFound } from '../../http/errors.js';
import { registerRoutes } from '../../http/routes.js';
import { validateBody, validationFailedMessage } from '../../http/validate.js';
import { thumbUrlOf } from '../../services/images.js';
import { applyOrder } from '../../services/reorder.js';
import { imageStoreOf, inOrder, pageOfMatches, queueAfter, textsOf } from './catalogueHelpers.js';
import { trashRoutes, trashScope } from './contentTrash.js';
import { bodyOf, idParam, successMessages } from './helpers.js';
import type { AdminRouteOptions } from './options.js';
import { listQuerystring, orderableListMax, pageQuery, paged } from './listQuery.js';
import { requestedSort, sortRows } from './listSort.js';
import { SingleImage, wantsImageRemoved } from './singleImage.js';

/*
 * Testimonials (issue 32), REST under /api/admin/testimonials like the other content lists: list (drag
 * order, search over names, roles and quotes), one, create (at the end of the list), update with the photo
 * or logo in the multipart field `image` (checked by content), PUT /queue, and the trash.
 */

function present(row: Selectable<TestimonialsTable>): AdminTestimonial {
  return {
    id: row.id,
    person_name: row.person_name,
    person_title: parseTranslated(row.person_title),
    quote: parseTranslated(row.quote),
    product_id: row.product_id,
    image_url: row.image_path,
    image_thumb_url: row.image_path ? thumbUrlOf(row.image_path) : null,
    queue: row.queue,
    active: row.active,
    created_at: row.created_at,
    updated_at: row.updated_at,
    deleted_at: row.deleted_at,
  };
}

async function findTestimonial(db: Db, id: number): Promise<AdminTestimonial> {
  const row = await db.selectFrom('testimonials').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return present(row);
}

async function testimonialInput(db: Db, request: FastifyRequest) {
  const raw = prepareTestimonialBody(bodyOf(request));
  const input = await validateBody(testimonialSchema, raw);
  if (input.product_id !== null) {
    const course = await db
      .selectFrom('products')
      .select('id')
      .where('id', '=', input.product_id)
      .executeTakeFirst();
    if (!course) throw new HttpError(422, validationFailedMessage, { product_id: 'Eğitim bulunamadı' });
  }
  return {
    values: {
      person_name: input.person_name,
      person_title: toJson(input.person_title),
      quote: toJson(input.quote),
      product_id: input.product_id,
      active: input.active,
    },
    removeImage: wantsImageRemoved(raw, 'image', input.remove_image),
  };
}

export async function testimonialRoutes(app: FastifyInstance, { db, config }: AdminRouteOptions) {
  const image = new SingleImage(imageStoreOf(config), {
    kind: 'testimonials',
    field: 'image',
    pathOf: (testimonial: AdminTestimonial) => testimonial.image_url,
    find: (id) => findTestimonial(db, id),
  });
  registerRoutes(app, [
    {
      method: 'GET',
      url: '/testimonials',
      access: 'content',
      schema: { querystring: listQuerystring },
      handler: async (request) => {
        const q = pageQuery(request.query, 20, orderableListMax);
        const rows = await db
          .selectFrom('testimonials')
          .select([
            'id',
            'person_name',
            'person_title',
            'quote',
            'product_id',
            'active',
            'queue',
            'deleted_at',
          ])
          .$call(trashScope(request.query))
          .orderBy('queue', 'desc')
          .orderBy('id', 'asc')
          .execute();
        const sorted = sortRows(rows, requestedSort('testimonials', request.query));
        const { ids, total } = pageOfMatches(sorted, q, (row) => [
          row.person_name,
          ...textsOf(row.person_title),
          ...textsOf(row.quote),
        ]);
        const page = await inOrder(ids, (some) =>
          db.selectFrom('testimonials').selectAll().where('id', 'in', some).execute(),
        );
        return { success: true, data: paged(page.map(present), total, q) };
      },
    },
    {
      method: 'GET',
      url: '/testimonials/:id',
      access: 'content',
      handler: async (request) => ({ success: true, data: await findTestimonial(db, idParam(request)) }),
    },
    {
      method: 'POST',
      url: '/testimonials',
      access: 'content',
      handler: async (request, reply) => {
        const input = await testimonialInput(db, request);
        const created = await image.create(request, async (imagePath) => {
          const low = await db
            .selectFrom('testimonials')
            .select((eb) => eb.fn.min<number | null>('queue').as('low'))
            .executeTakeFirst();
          const now = new Date().toISOString();
          const row = await db
            .insertInto('testimonials')
            .values({
              ...input.values,
              image_path: imagePath,
              queue: queueAfter(low?.low),
              created_at: now,
              updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          return row.id;
        });
        reply.status(201);
        return { success: true, message: successMessages.created, data: created };
      },
    },
    {
      method: 'PUT',
      url: '/testimonials/queue',
      access: 'content',
      handler: async (request) => {
        const input = await validateBody(queueSchema, bodyOf(request));
        await applyOrder(db, 'testimonials', input.queue);
        return { success: true, message: successMessages.changed, data: { queue: input.queue } };
      },
    },
    {
      method: 'PUT',
      url: '/testimonials/:id',
      access: 'content',
      handler: async (request) => {
        const id = idParam(request);
        const before = await findTestimonial(db, id);
        const input = await testimonialInput(db, request);
        const after = await image.update(request, before, input.removeImage, (imagePath) =>
          db
            .updateTable('testimonials')
            .set({ ...input.values, image_path: imagePath, updated_at: new Date().toISOString() })
            .where('id', '=', id)
            .execute(),
        );
        return { success: true, message: successMessages.updated, data: after };
      },
    },
    ...trashRoutes(db, {
      table: 'testimonials',
      url: '/testimonials',
      access: 'content',
      find: (id) => findTestimonial(db, id),
      store: imageStoreOf(config),
    }),
  ]);
}
