import type { Kysely, Transaction } from 'kysely';
import { personalDataMessages } from '../../shared/personalData.js';
import type { Database } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { lockedActiveAdminIds } from '../services/users.js';
import { type Erasure, redactedText } from './personalData.js';
import { type Found, type FoundGroup, type Row, filesOf, imagesOf } from './personalDataSearch.js';
import { type SearchTerms, redactJson, redactMentions } from './personMatch.js';

/*
 * Erases what findPersonalData found, as the registry says for each table, inside the caller's transaction:
 * the search and the erasure see the same rows, and a failure anywhere leaves everything as it was. The CV
 * files are only listed here: the caller removes them once the transaction has committed, so a rollback
 * never leaves a row pointing to a removed file.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry names tables at run time
type AnyDb = Kysely<any>;

/** Tables hanging on a back office user that only serve signing in: deleted with the user's data. */
const sessionTables = [
  'auth_tokens',
  'user_two_step',
  'two_step_recovery_codes',
  'two_step_challenges',
] as const;

/**
 * Refuses to erase the signed-in user (they would lose their session mid-request) or the last active
 * administrator (nobody could sign in to the back office any more).
 */
async function assertUsersMayGo(trx: Transaction<Database>, userIds: number[], signedInId: number) {
  if (userIds.length === 0) return;
  if (userIds.includes(signedInId)) throw new HttpError(409, personalDataMessages.selfErase);
  // Locked as the user screens do, so two erasures at once cannot each leave the other as the last one.
  const remaining = (await lockedActiveAdminIds(trx)).filter((id) => !userIds.includes(id));
  if (remaining.length === 0) throw new HttpError(409, personalDataMessages.lastAdmin);
}

const idsOf = (rows: Row[]) => rows.map((row) => Number(row.id));

async function eraseGroup(db: AnyDb, group: FoundGroup, terms: SearchTerms): Promise<void> {
  const { entry, rows } = group;
  const erase: Erasure = entry.erase;
  if (rows.length === 0) return;
  const table = entry.table;
  switch (erase.how) {
    case 'delete': {
      const keep = erase.keep;
      const kept = keep ? rows.filter((row) => keep.values.includes(String(row[keep.column]))) : [];
      const gone = rows.filter((row) => !kept.includes(row));
      if (keep && kept.length > 0) {
        await db.updateTable(table).set(keep.replacement).where('id', 'in', idsOf(kept)).execute();
      }
      if (gone.length > 0) await db.deleteFrom(table).where('id', 'in', idsOf(gone)).execute();
      return;
    }
    case 'anonymise': {
      for (const row of rows) {
        await db
          .updateTable(table)
          .set(erase.values(Number(row.id)))
          .where('id', '=', row.id)
          .execute();
      }
      if (table === 'users') {
        for (const sessionTable of sessionTables) {
          await db.deleteFrom(sessionTable).where('user_id', 'in', idsOf(rows)).execute();
        }
      }
      return;
    }
    case 'clear': {
      // A pending message is never sent; one already sent or failed keeps its status for the log.
      for (const row of rows) {
        await db
          .updateTable(table)
          .set({ ...erase.values, ...(row.status === 'pending' ? { status: 'cancelled' } : {}) })
          .where('id', '=', row.id)
          .execute();
      }
      return;
    }
    case 'redact': {
      const userColumn = entry.match.by === 'mentions' ? entry.match.userColumn : undefined;
      for (const row of rows) {
        const changes: Row = {};
        for (const column of erase.json) {
          if (typeof row[column] === 'string') changes[column] = redactJson(row[column], terms);
        }
        for (const column of erase.text) {
          if (typeof row[column] === 'string') changes[column] = redactMentions(row[column], terms);
        }
        if (userColumn && terms.userIds.includes(Number(row[userColumn]))) {
          for (const column of erase.userColumns ?? [])
            changes[column] = column === 'ip' ? null : redactedText;
        }
        await db.updateTable(table).set(changes).where('id', '=', row.id).execute();
      }
      return;
    }
  }
}

export interface Erased {
  /** Rows erased per table (only tables with some). */
  counts: Record<string, number>;
  /** Uploaded files to remove after the commit, relative to the uploads root. */
  files: string[];
  /** Public images (URL paths under /uploads) to remove after the commit. */
  images: string[];
}

/** Erases the found rows in `trx`; refuses (409) before any change when a found user must stay. */
export async function erasePersonalData(
  trx: Transaction<Database>,
  found: Found,
  signedInId: number,
): Promise<Erased> {
  await assertUsersMayGo(trx, found.terms.userIds, signedInId);
  const counts: Record<string, number> = {};
  const files: string[] = [];
  const images: string[] = [];
  for (const group of found.groups) {
    files.push(...filesOf(group));
    images.push(...imagesOf(group));
    await eraseGroup(trx as unknown as AnyDb, group, found.terms);
    if (group.rows.length > 0) counts[group.entry.table] = group.rows.length;
  }
  return { counts, files, images };
}
