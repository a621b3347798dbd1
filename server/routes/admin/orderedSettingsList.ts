import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Generated, type Kysely, sql } from 'kysely';
import { adminMessages } from '../../../shared/schemas/common.js';
import type { Db } from '../../db/database.js';
import { HttpError, notFound } from '../../http/errors.js';
import { registerRoutes } from '../../http/routes.js';
import { validationFailedMessage } from '../../http/validate.js';
import { applyOrder } from '../../services/reorder.js';
import { bodyOf, endOfQueue, idList, successMessages, targetId } from './helpers.js';
import { listRoute, pageOfQuery, searchCondition } from './listQuery.js';

/*
 * A drag-ordered list of the settings area (contact information, social media) at SPEC §7's addresses:
 *   GET          <base>          the list, paged; `search`, and the filter columns as query parameters
 *   GET          <base>/:id      one item
 *   POST         <base>          a new item, at the end of the list
 *   PUT          <base>[/:id]    the id in the URL or in the body; fields left out keep their value
 *   DELETE       <base>[/:id]    the id in the URL or in the body
 *   PUT or POST  <base>/queue    `queue`: every id, top first (optionally within one value of a column)
 * Administrators only (`settings`).
 */

type OrderedTable = 'contact_information' | 'social_media';
type Item = Record<string, unknown>;

/** What the lists have in common; an item's other columns are written as its schema validated them. */
interface OrderedColumns {
  id: Generated<number>;
  queue: number;
}

export interface OrderedListOptions {
  table: OrderedTable;
  base: string;
  searchColumns: string[];
  /** Query parameters that filter the list on the column of the same name (`section`, `lang`). */
  filterColumns?: string[];
  /** A column a reorder may keep to, and its values: a list filtered on it reorders only what it shows. */
  reorderScope?: { column: string; values: readonly string[] };
  /** The body in the item's own field names (SPEC §7 sends some fields under other names). */
  normalise?: (body: Item) => Item;
  /** Validates a whole item: a new one, or the stored one with the changed fields over it. */
  validate: (db: Db, body: Item) => Promise<Item>;
}

// eslint-disable-next-line max-lines-per-function -- registers the resource's routes: a list of short handlers, read as the API's table
export function orderedSettingsList(app: FastifyInstance, db: Db, options: OrderedListOptions) {
  const { table, base, normalise = (body: Item) => body } = options;
  // Both tables share the columns used here; one typed view of them serves both lists.
  const listDb = db as unknown as Kysely<Record<OrderedTable, OrderedColumns>>;

  const findItem = async (id: number): Promise<Item> => {
    const row = await listDb.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };
  const update = async (request: FastifyRequest) => {
    const body = normalise(bodyOf(request));
    const id = targetId(request, body);
    const { id: _id, queue: _queue, ...stored } = await findItem(id);
    const input = await options.validate(db, { ...stored, ...body });
    await listDb.updateTable(table).set(input).where('id', '=', id).execute();
    return { success: true, message: successMessages.updated, data: await findItem(id) };
  };
  const remove = async (request: FastifyRequest) => {
    const id = targetId(request, bodyOf(request));
    const item = await findItem(id);
    await listDb.deleteFrom(table).where('id', '=', id).execute();
    return { success: true, message: successMessages.deleted, data: item };
  };
  const reorder = async (request: FastifyRequest) => {
    const body = bodyOf(request);
    const ids = idList(body, 'queue');
    const scope = options.reorderScope;
    const value = scope && typeof body[scope.column] === 'string' ? String(body[scope.column]) : '';
    if (scope && value !== '' && !scope.values.includes(value)) {
      throw new HttpError(422, validationFailedMessage, { [scope.column]: adminMessages.choice });
    }
    await applyOrder(db, table, ids, scope && value !== '' ? { column: scope.column, value } : undefined);
    return { success: true, message: successMessages.changed, data: { queue: ids } };
  };

  registerRoutes(app, [
    listRoute(
      base,
      'settings',
      async (q, request) => {
        const query = request.query as Record<string, unknown>;
        let filtered = listDb.selectFrom(table);
        for (const column of options.filterColumns ?? []) {
          const value = query[column];
          if (typeof value === 'string' && value !== '')
            filtered = filtered.where(sql.ref(column), '=', value);
        }
        if (q.search !== '') filtered = filtered.where(searchCondition(db, options.searchColumns, q.search));
        const data = await pageOfQuery(filtered, q, (page) =>
          page.selectAll().orderBy('queue', 'desc').orderBy('id', 'asc'),
        );
        return data;
      },
      // Ordered lists are dragged as a whole, so the default page holds all of a normal list.
      { perPage: 100, maxPerPage: 500 },
    ),
    {
      method: 'GET',
      url: `${base}/:id`,
      access: 'settings',
      handler: async (request) => ({ success: true, data: await findItem(targetId(request, {})) }),
    },
    {
      method: 'POST',
      url: base,
      access: 'settings',
      handler: async (request, reply) => {
        const input = await options.validate(db, normalise(bodyOf(request)));
        const row = await listDb
          .insertInto(table)
          .values({ ...input, queue: await endOfQueue(db, table) })
          .returning('id')
          .executeTakeFirstOrThrow();
        reply.status(201);
        return { success: true, message: successMessages.created, data: await findItem(row.id) };
      },
    },
    { method: 'PUT', url: base, access: 'settings', handler: update },
    { method: 'PUT', url: `${base}/:id`, access: 'settings', handler: update },
    { method: 'DELETE', url: base, access: 'settings', handler: remove },
    { method: 'DELETE', url: `${base}/:id`, access: 'settings', handler: remove },
    { method: 'POST', url: `${base}/queue`, access: 'settings', handler: reorder },
    { method: 'PUT', url: `${base}/queue`, access: 'settings', handler: reorder },
  ]);
}
