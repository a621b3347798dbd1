import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { queueSchema } from '../../../shared/schemas/catalogueFields.js';
import { type AdminClientReference, clientReferenceSchema } from '../../../shared/schemas/testimonial.js';
import type { Db } from '../../db/database.js';
import type { ClientReferencesTable } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { registerRoutes } from '../../http/routes.js';
import { validateBody } from '../../http/validate.js';
import { thumbUrlOf } from '../../services/images.js';
import { applyOrder } from '../../services/reorder.js';
import { imageStoreOf, inOrder, pageOfMatches, queueAfter } from './catalogueHelpers.js';
import { trashRoutes, trashScope } from './contentTrash.js';
import { bodyOf, idParam, successMessages } from './helpers.js';
import type { AdminRouteOptions } from './options.js';
import { listQuerystring, orderableListMax, pageQuery, paged } from './listQuery.js';
import { requestedSort, sortRows } from './listSort.js';
import { SingleImage, wantsImageRemoved } from './singleImage.js';

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
    logo_thumb_url: row.logo_path ? thumbUrlOf(row.logo_path) : null,
    queue: row.queue,
    active: row.active,
    created_at: row.created_at,
    updated_at: row.updated_at,
    deleted_at: row.deleted_at,
  };
}

async function findReference(db: Db, id: number): Promise<AdminClientReference> {
  const row = await db.selectFrom('client_references').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return present(row);
}

async function referenceInput(request: FastifyRequest) {
  const raw = bodyOf(request);
  const input = await validateBody(clientReferenceSchema, raw);
  return {
    values: { name: input.name, url: input.url || null, active: input.active },
    removeLogo: wantsImageRemoved(raw, 'logo', input.remove_logo),
  };
}

export async function clientReferenceRoutes(app: FastifyInstance, { db, config }: AdminRouteOptions) {
  const logo = new SingleImage(imageStoreOf(config), {
    kind: 'references',
    field: 'logo',
    pathOf: (reference: AdminClientReference) => reference.logo_url,
    find: (id) => findReference(db, id),
  });
  registerRoutes(app, [
    {
      method: 'GET',
      url: '/client-references',
      access: 'content',
      schema: { querystring: listQuerystring },
      handler: async (request) => {
        const q = pageQuery(request.query, 20, orderableListMax);
        const rows = await db
          .selectFrom('client_references')
          .select(['id', 'name', 'url', 'active', 'queue', 'deleted_at'])
          .$call(trashScope(request.query))
          .orderBy('queue', 'desc')
          .orderBy('id', 'asc')
          .execute();
        const sorted = sortRows(rows, requestedSort('client-references', request.query));
        const { ids, total } = pageOfMatches(sorted, q, (row) => [row.name, row.url]);
        const page = await inOrder(ids, (some) =>
          db.selectFrom('client_references').selectAll().where('id', 'in', some).execute(),
        );
        return { success: true, data: paged(page.map(present), total, q) };
      },
    },
    {
      method: 'GET',
      url: '/client-references/:id',
      access: 'content',
      handler: async (request) => ({ success: true, data: await findReference(db, idParam(request)) }),
    },
    {
      method: 'POST',
      url: '/client-references',
      access: 'content',
      handler: async (request, reply) => {
        const input = await referenceInput(request);
        const created = await logo.create(request, async (logoPath) => {
          const low = await db
            .selectFrom('client_references')
            .select((eb) => eb.fn.min<number | null>('queue').as('low'))
            .executeTakeFirst();
          const now = new Date().toISOString();
          const row = await db
            .insertInto('client_references')
            .values({
              ...input.values,
              logo_path: logoPath,
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
      url: '/client-references/queue',
      access: 'content',
      handler: async (request) => {
        const input = await validateBody(queueSchema, bodyOf(request));
        await applyOrder(db, 'client_references', input.queue);
        return { success: true, message: successMessages.changed, data: { queue: input.queue } };
      },
    },
    {
      method: 'PUT',
      url: '/client-references/:id',
      access: 'content',
      handler: async (request) => {
        const id = idParam(request);
        const before = await findReference(db, id);
        const input = await referenceInput(request);
        const after = await logo.update(request, before, input.removeLogo, (logoPath) =>
          db
            .updateTable('client_references')
            .set({ ...input.values, logo_path: logoPath, updated_at: new Date().toISOString() })
            .where('id', '=', id)
            .execute(),
        );
        return { success: true, message: successMessages.updated, data: after };
      },
    },
    ...trashRoutes(db, {
      table: 'client_references',
      url: '/client-references',
      access: 'content',
      find: (id) => findReference(db, id),
      store: imageStoreOf(config),
    }),
  ]);
}
