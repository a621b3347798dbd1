import { readAuditRecord } from '../audit/readRecord.js';
import { displayName } from '../audit/recordEntry.js';
import { trashResourceOf } from '../../shared/trashResources.js';
import type { Db } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import { type TrashTable, destroyRows } from './contentTrash.js';
import type { ImageStore } from './images.js';

/*
 * The trash empties itself (issue 28): what has been there longer than `site_settings.trash_retention_days`
 * (30 unless the back office says otherwise) is deleted for good by the daily retention job
 * (./retention.ts), files included. Each record deleted this way leaves an entry in the audit log (action
 * `delete`, no user) holding the record as it was, so the last word on it is never lost.
 */

export const defaultTrashRetentionDays = 30;

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Courses before the categories they point to, sub-categories before their parents (ordered below): a
 * category is deleted only once nothing in the trash points to it any more.
 */
const purgeOrder: readonly TrashTable[] = [
  'products',
  'news',
  'instructors',
  'brands',
  'open_positions',
  'testimonials',
  'client_references',
  'contracts',
  'categories',
];

export interface TrashPurgeResult {
  table: TrashTable;
  ids: number[];
}

export async function trashRetentionDays(db: Db): Promise<number> {
  const row = await db
    .selectFrom('site_settings')
    .select('trash_retention_days')
    .where('id', '=', 1)
    .executeTakeFirst();
  return row?.trash_retention_days ?? defaultTrashRetentionDays;
}

/** Deletes one trashed record for good, logged; false when it is not there any more or must stay. */
async function purgeOne(db: Db, store: ImageStore, table: TrashTable, id: number, cutoff: string) {
  const paths = await db.transaction().execute(async (trx) => {
    // Still in the trash and still old enough: another instance, or a restore, may have come first.
    const row = await trx
      .selectFrom(table)
      .select('id')
      .where('id', '=', id)
      .where('deleted_at', '<', cutoff)
      .executeTakeFirst();
    if (!row) return undefined;
    const before = await readAuditRecord(trx, { table }, String(id));
    const removed = await destroyRows(trx, table, [id]);
    await trx
      .insertInto('audit_log')
      .values({
        created_at: new Date().toISOString(),
        user_id: null,
        user_name: '',
        user_email: '',
        action: 'delete',
        resource: trashResourceOf[table],
        record_id: String(id),
        summary: displayName(before).slice(0, 300),
        changes: '[]',
        before_json: before ? JSON.stringify(before) : null,
        after_json: null,
        ip: null,
      })
      .execute();
    return removed;
  });
  if (paths === undefined) return false;
  await store.remove(paths);
  return true;
}

/**
 * One run: every record trashed before now − the retention period, deleted one by one (a refusal, such as a
 * category a younger trashed course still points to, keeps that one for a later run).
 */
export async function purgeExpiredTrash(
  db: Db,
  store: ImageStore,
  now: Date = new Date(),
): Promise<TrashPurgeResult[]> {
  const days = await trashRetentionDays(db);
  const cutoff = new Date(now.getTime() - days * dayMs).toISOString();
  const results: TrashPurgeResult[] = [];
  for (const table of purgeOrder) {
    const expired = await db
      .selectFrom(table)
      .select('id')
      .where('deleted_at', '<', cutoff)
      .orderBy('id')
      .execute();
    let ids = expired.map((row) => row.id);
    if (table === 'categories') {
      const children = await db
        .selectFrom('categories')
        .select('id')
        .where('id', 'in', ids.length > 0 ? ids : [0])
        .where('parent_id', 'is not', null)
        .execute();
      const childIds = new Set(children.map((row) => row.id));
      ids = [...ids.filter((id) => childIds.has(id)), ...ids.filter((id) => !childIds.has(id))];
    }
    const purged: number[] = [];
    for (const id of ids) {
      try {
        if (await purgeOne(db, store, table, id, cutoff)) purged.push(id);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
      }
    }
    if (purged.length > 0) results.push({ table, ids: purged });
  }
  return results;
}
