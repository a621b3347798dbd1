import type { Insertable, Kysely } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';

/*
 * The settings tables that hold one row (id 1): the company configuration, the site settings, the KVKK
 * settings and the security settings. None has a row until the office first saves the form, so a save
 * inserts it or replaces what is there, and stamps it.
 */

type SingleRowTable = 'company_config' | 'site_settings' | 'privacy_settings' | 'security_settings';

/** The columns a save writes: all but the id and the stamp, which this module sets. */
export type SingleRowValues<T extends SingleRowTable> = Omit<Insertable<Database[T]>, 'id' | 'updated_at'>;

/** Kysely types a query by a table named in the code; here the table is the caller's, so the query goes
 * through this loose view and the caller's values are typed at the call. */
type LooseDb = Kysely<Record<SingleRowTable, { id: number } & Record<string, unknown>>>;

export async function saveSingleRow<T extends SingleRowTable>(
  db: Db,
  table: T,
  settings: SingleRowValues<T>,
): Promise<void> {
  const values: Record<string, unknown> = { ...settings, updated_at: new Date().toISOString() };
  const loose: SingleRowTable = table;
  await (db as unknown as LooseDb)
    .insertInto(loose)
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}
