import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import {
  type AdminOpenPosition,
  type EmploymentType,
  openPositionSchema,
  prepareOpenPositionBody,
} from '../../../shared/schemas/openPosition.js';
import type { Db } from '../../db/database.js';
import { parseTranslated, toJson } from '../../db/json.js';
import type { OpenPositionsTable } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { registerRoutes } from '../../http/routes.js';
import { validateBody } from '../../http/validate.js';
import { inOrder, pageOfMatches, textsOf } from './catalogueHelpers.js';
import { trashRoutes, trashScope } from './contentTrash.js';
import { bodyOf, endOfQueue, idParam, recordRoute, reorderRoute, successMessages } from './helpers.js';
import type { AdminRouteOptions } from './options.js';
import { listRoute, orderableListMax, paged } from './listQuery.js';
import { requestedSort, sortRows } from './listSort.js';

/*
 * Open positions (issue 16), REST under /api/admin/open-positions: list (drag order, search over titles and
 * places), one, create (at the end of the list), update, delete, PUT /queue. They belong with the HR
 * applications, so the same permission (`inbox`) opens both.
 */

function present(row: Selectable<OpenPositionsTable>): AdminOpenPosition {
  return {
    id: row.id,
    title: parseTranslated(row.title),
    location: row.location,
    employment_type: row.employment_type as EmploymentType,
    description: parseTranslated(row.description),
    active: row.active,
    queue: row.queue,
    created_at: row.created_at,
    updated_at: row.updated_at,
    deleted_at: row.deleted_at,
  };
}

async function findPosition(db: Db, id: number): Promise<AdminOpenPosition> {
  const row = await db.selectFrom('open_positions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return present(row);
}

async function positionValues(body: unknown) {
  const input = await validateBody(openPositionSchema, prepareOpenPositionBody(body));
  return {
    title: toJson(input.title),
    location: input.location,
    employment_type: input.employment_type,
    description: toJson(input.description),
    active: input.active,
  };
}

export async function openPositionRoutes(app: FastifyInstance, { db }: AdminRouteOptions) {
  registerRoutes(app, [
    listRoute(
      '/open-positions',
      'inbox',
      async (q, request) => {
        const rows = await db
          .selectFrom('open_positions')
          .select([
            'id',
            'title',
            'location',
            'employment_type',
            'active',
            'queue',
            'created_at',
            'updated_at',
            'deleted_at',
          ])
          .$call(trashScope(request.query))
          .orderBy('queue', 'desc')
          .orderBy('id', 'asc')
          .execute();
        const sorted = sortRows(rows, requestedSort('open-positions', request.query), {
          translated: ['title'],
        });
        const { ids, total } = pageOfMatches(sorted, q, (row) => [...textsOf(row.title), row.location]);
        const page = await inOrder(ids, (some) =>
          db.selectFrom('open_positions').selectAll().where('id', 'in', some).execute(),
        );
        return paged(page.map(present), total, q);
      },
      { perPage: 100, maxPerPage: orderableListMax },
    ),
    recordRoute('/open-positions/:id', 'inbox', (id) => findPosition(db, id)),
    {
      method: 'POST',
      url: '/open-positions',
      access: 'inbox',
      handler: async (request, reply) => {
        const values = await positionValues(bodyOf(request));
        const queue = await endOfQueue(db, 'open_positions');
        const now = new Date().toISOString();
        const row = await db
          .insertInto('open_positions')
          .values({ ...values, queue, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        reply.status(201);
        return { success: true, message: successMessages.created, data: await findPosition(db, row.id) };
      },
    },
    reorderRoute(db, '/open-positions/queue', 'inbox', 'open_positions'),
    {
      method: 'PUT',
      url: '/open-positions/:id',
      access: 'inbox',
      handler: async (request) => {
        const id = idParam(request);
        await findPosition(db, id);
        const values = await positionValues(bodyOf(request));
        await db
          .updateTable('open_positions')
          .set({ ...values, updated_at: new Date().toISOString() })
          .where('id', '=', id)
          .execute();
        return { success: true, message: successMessages.updated, data: await findPosition(db, id) };
      },
    },
    ...trashRoutes(db, {
      table: 'open_positions',
      url: '/open-positions',
      access: 'inbox',
      find: (id) => findPosition(db, id),
    }),
  ]);
}
