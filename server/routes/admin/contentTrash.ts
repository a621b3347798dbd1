import { trashMessages } from '../../../shared/contentMessages.js';
import type { FastifyRequest } from 'fastify';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { isPostgres } from '../../db/dialect.js';
import { HttpError } from '../../http/errors.js';
import type { Access, RouteDef } from '../../http/routes.js';
import { validationFailedMessage } from '../../http/validate.js';
import {
  type TrashTable,
  destroyRows,
  moveToTrash,
  publishFlagOf,
  refuseRestore,
  refuseTrash,
  restoreFromTrash,
  setPublished,
} from '../../services/contentTrash.js';
import type { ImageStore } from '../../services/images.js';
import { bodyOf, idList, idParam, successMessages, targetId } from './helpers.js';

/*
 * The trash of a content resource (issue 28), the same for courses, news, instructors, brands, categories,
 * contracts and open positions: each route file describes itself in one TrashSpec and spreads
 * `trashRoutes(...)` where its DELETE was.
 *
 *   DELETE /<path>/:id             moves the record to the trash (nothing else changes)
 *   PUT    /<path>/:id/restore     brings it back (422 when it is not in the trash)
 *   DELETE /<path>/:id/permanent   deletes it for good with its files, only from the trash
 *   PUT    /<path>/bulk            action (trash | restore | destroy | publish | unpublish) on ids, all or none
 *
 * Lists show live records, or the trash with `?trashed=1` (trashScope). The public cache is emptied by the
 * admin scope after every successful write (server/app.ts), these included.
 */

// The texts live in shared/, where the panel finds their English too.
export { trashMessages };

export const bulkActions = ['trash', 'restore', 'destroy', 'publish', 'unpublish'] as const;
export type BulkAction = (typeof bulkActions)[number];

export interface TrashSpec<R> {
  table: TrashTable;
  /** The resource's path under /api/admin, with its leading slash (`/open-positions`). */
  url: string;
  access: Access;
  /** The record as the resource's API answers it; a 404 when there is none. */
  find: (id: number) => Promise<R>;
  /** Where the record's images live, removed on a permanent delete; none for records without images. */
  store?: ImageStore;
  /** SPEC §7 contracts: DELETE at the list's own path with the id in the body, besides DELETE /:id. */
  deleteByBody?: boolean;
}

/** Whether a list asks for the trash: `?trashed=1` (or true). */
export function isTrashView(query: unknown): boolean {
  const value = (query as Record<string, unknown> | null | undefined)?.trashed;
  return value === '1' || value === 'true' || value === 1 || value === true;
}

/**
 * A list's rows: live ones, or with `?trashed=1` the trashed ones, the latest moved there first. `$call` it
 * before the list's own orderBy, which then only breaks ties in the trash.
 */
export function trashScope(query: unknown, column = 'deleted_at') {
  const trashed = isTrashView(query);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any list's query builder, whatever its tables
  return <QB extends SelectQueryBuilder<any, any, any>>(qb: QB): QB =>
    (trashed
      ? qb.where(sql.ref(column), 'is not', null).orderBy(sql.ref(column), 'desc')
      : qb.where(sql.ref(column), 'is', null)) as QB;
}

const idsText = (ids: number[]) => ids.map((id) => `#${id}`).join(', ');

/** The refusal when some records are not in the state the action needs; a single record's has no ids. */
function wrongStateError(action: BulkAction, ids: number[], single: boolean): HttpError {
  const base = {
    trash: trashMessages.alreadyInTrash,
    restore: trashMessages.restoreOnlyTrash,
    destroy: trashMessages.destroyOnlyTrash,
    publish: trashMessages.publishInTrash,
    unpublish: trashMessages.publishInTrash,
  }[action];
  return new HttpError(422, single ? base : `${base} (${idsText(ids)})`);
}

/**
 * Applies one action to every id in one transaction, or to none: unknown ids, ids in the wrong state (the
 * trash for trash / publish / unpublish, live for restore / destroy) and the resource's rules refuse the
 * whole request. Answers the image paths a destroy freed, to be removed once committed.
 */
async function applyAction(
  db: Db,
  table: TrashTable,
  action: BulkAction,
  ids: number[],
  single: boolean,
): Promise<string[]> {
  if ((action === 'publish' || action === 'unpublish') && !publishFlagOf[table]) {
    throw new HttpError(422, trashMessages.noPublishFlag);
  }
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom(table)
      .select(['id', 'deleted_at'])
      .where('id', 'in', ids)
      .$if(isPostgres(trx), (qb) => qb.forUpdate())
      .execute();
    const found = new Set(rows.map((row) => row.id));
    const unknown = ids.filter((id) => !found.has(id));
    if (unknown.length > 0) throw new HttpError(422, `${trashMessages.unknown}: ${idsText(unknown)}.`);
    const wantsTrashed = action === 'restore' || action === 'destroy';
    const wrong = rows.filter((row) => (row.deleted_at !== null) !== wantsTrashed).map((row) => row.id);
    if (wrong.length > 0) throw wrongStateError(action, wrong, single);

    const now = new Date().toISOString();
    let changed = ids.length;
    switch (action) {
      case 'trash':
        await refuseTrash(trx, table, ids);
        changed = await moveToTrash(trx, table, ids, now);
        break;
      case 'restore':
        await refuseRestore(trx, table, ids);
        changed = await restoreFromTrash(trx, table, ids);
        break;
      case 'publish':
      case 'unpublish':
        changed = await setPublished(trx, table, ids, action === 'publish', now);
        break;
      case 'destroy':
        return destroyRows(trx, table, ids);
    }
    // Another write changed some of them between the check and the update: none of it happens.
    if (changed !== ids.length) throw wrongStateError(action, ids, single);
    return [];
  });
}

const bulkMessages: Readonly<Record<BulkAction, string>> = {
  trash: successMessages.trashed,
  restore: trashMessages.restored,
  destroy: successMessages.deleted,
  publish: successMessages.updated,
  unpublish: successMessages.updated,
};

function bulkActionOf(body: Record<string, unknown>): BulkAction {
  const action = typeof body.action === 'string' ? body.action.trim() : '';
  if (!(bulkActions as readonly string[]).includes(action)) {
    throw new HttpError(422, validationFailedMessage, { action: trashMessages.invalidAction });
  }
  return action as BulkAction;
}

/** The trash routes of one resource (see the top of this file). */
export function trashRoutes<R>(db: Db, spec: TrashSpec<R>): RouteDef[] {
  const { table, url, access, find, store } = spec;
  const moveOne = async (request: FastifyRequest) => {
    const id = targetId(request, bodyOf(request));
    await find(id);
    await applyAction(db, table, 'trash', [id], true);
    return { success: true, message: successMessages.trashed, data: await find(id) };
  };
  return [
    { method: 'DELETE', url: `${url}/:id`, access, handler: moveOne },
    ...(spec.deleteByBody ? [{ method: 'DELETE' as const, url, access, handler: moveOne }] : []),
    {
      method: 'PUT',
      url: `${url}/:id/restore`,
      access,
      handler: async (request) => {
        const id = idParam(request);
        await find(id);
        await applyAction(db, table, 'restore', [id], true);
        return { success: true, message: trashMessages.restored, data: await find(id) };
      },
    },
    {
      method: 'DELETE',
      url: `${url}/:id/permanent`,
      access,
      handler: async (request) => {
        const id = idParam(request);
        const record = await find(id);
        const paths = await applyAction(db, table, 'destroy', [id], true);
        // Only after the rows are gone for good: a failed delete keeps its files.
        await store?.remove(paths);
        return { success: true, message: successMessages.deleted, data: record };
      },
    },
    {
      method: 'PUT',
      url: `${url}/bulk`,
      access,
      handler: async (request) => {
        const body = bodyOf(request);
        const action = bulkActionOf(body);
        const ids = [...new Set(idList(body, 'ids'))];
        const paths = await applyAction(db, table, action, ids, false);
        await store?.remove(paths);
        return { success: true, message: bulkMessages[action], data: { ids } };
      },
    },
  ];
}
