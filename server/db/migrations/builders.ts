import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';

/*
 * The pieces every migration builds the same way on both databases. A migration that has run somewhere must
 * keep building the same schema, so these never change what they create: a new shape is a new helper.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export type AnyDb = Kysely<any>;

/** A new table whose first column is an auto-numbered id: `serial` on PostgreSQL, AUTOINCREMENT on SQLite. */
export function createTableWithId(db: AnyDb, table: string) {
  const pg = isPostgres(db);
  return db.schema
    .createTable(table)
    .addColumn('id', pg ? 'serial' : 'integer', (c) =>
      pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    );
}

/** A plain (non-unique) index on one or more columns of a table. */
export async function createIndexOn(
  db: AnyDb,
  index: string,
  table: string,
  columns: string[],
): Promise<void> {
  await db.schema.createIndex(index).on(table).columns(columns).execute();
}
