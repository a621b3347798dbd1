import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import {
  type AdminTestimonial,
  prepareTestimonialBody,
  testimonialSchema,
} from '../../../shared/schemas/testimonial.js';
import type { Db } from '../../db/database.js';
import { parseTranslated, toJson } from '../../db/json.js';
import type { TestimonialsTable } from '../../db/schema.js';
import { registerRoutes } from '../../http/routes.js';
import { fieldError, validateBody } from '../../http/validate.js';
import { textsOf } from './catalogueHelpers.js';
import { bodyOf, recordExists } from './helpers.js';
import type { AdminRouteOptions } from './options.js';
import { thumbUrlOrNull, wantsImageRemoved } from './singleImage.js';
import { singleImageResourceRoutes } from './singleImageResource.js';

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
    image_thumb_url: thumbUrlOrNull(row.image_path),
    queue: row.queue,
    active: row.active,
    created_at: row.created_at,
    updated_at: row.updated_at,
    deleted_at: row.deleted_at,
  };
}

async function testimonialInput(db: Db, request: FastifyRequest) {
  const raw = prepareTestimonialBody(bodyOf(request));
  const input = await validateBody(testimonialSchema, raw);
  if (input.product_id !== null && !(await recordExists(db, 'products', input.product_id))) {
    throw fieldError('product_id', 'Eğitim bulunamadı');
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

export async function testimonialRoutes(app: FastifyInstance, options: AdminRouteOptions) {
  registerRoutes(
    app,
    singleImageResourceRoutes(options, {
      table: 'testimonials',
      url: '/testimonials',
      image: {
        kind: 'testimonials',
        field: 'image',
        column: 'image_path',
        pathOf: (testimonial: AdminTestimonial) => testimonial.image_url,
      },
      records: async (rows) => rows.map(present),
      list: {
        columns: ['person_name', 'person_title', 'quote', 'product_id', 'active', 'queue', 'deleted_at'],
        search: (row) => [row.person_name, ...textsOf(row.person_title), ...textsOf(row.quote)],
      },
      order: 'queue',
      stamped: true,
      input: (request) => testimonialInput(options.db, request),
      values: (input) => input.values,
    }),
  );
}
