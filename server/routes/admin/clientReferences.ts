import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { type AdminClientReference, clientReferenceSchema } from '../../../shared/schemas/testimonial.js';
import type { ClientReferencesTable } from '../../db/schema.js';
import { registerRoutes } from '../../http/routes.js';
import { validateBody } from '../../http/validate.js';
import { bodyOf } from './helpers.js';
import type { AdminRouteOptions } from './options.js';
import { thumbUrlOrNull, wantsImageRemoved } from './singleImage.js';
import { singleImageResourceRoutes } from './singleImageResource.js';

/*
 * Client references (issue 32), REST under /api/admin/client-references: the companies of the home page's
 * "Referanslarımız" strip. A name, a logo (multipart field `logo`, checked by content) and a website; drag
 * order (PUT /queue) and the trash like the other content lists.
 */

function present(row: Selectable<ClientReferencesTable>): AdminClientReference {
  return {
    id: row.id,
    name: row.name,
    url: row.url ?? '',
    logo_url: row.logo_path,
    logo_thumb_url: thumbUrlOrNull(row.logo_path),
    queue: row.queue,
    active: row.active,
    created_at: row.created_at,
    updated_at: row.updated_at,
    deleted_at: row.deleted_at,
  };
}

async function referenceInput(request: FastifyRequest) {
  const raw = bodyOf(request);
  const input = await validateBody(clientReferenceSchema, raw);
  return {
    values: { name: input.name, url: input.url || null, active: input.active },
    removeImage: wantsImageRemoved(raw, 'logo', input.remove_logo),
  };
}

export async function clientReferenceRoutes(app: FastifyInstance, options: AdminRouteOptions) {
  registerRoutes(
    app,
    singleImageResourceRoutes(options, {
      table: 'client_references',
      url: '/client-references',
      image: {
        kind: 'references',
        field: 'logo',
        column: 'logo_path',
        pathOf: (reference: AdminClientReference) => reference.logo_url,
      },
      records: async (rows) => rows.map(present),
      list: {
        columns: ['name', 'url', 'active', 'queue', 'deleted_at'],
        search: (row) => [row.name, row.url],
      },
      order: 'queue',
      stamped: true,
      input: referenceInput,
      values: (input) => input.values,
    }),
  );
}
