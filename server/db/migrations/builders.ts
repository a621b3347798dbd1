import type { CreateTableBuilder, Kysely } from 'kysely';
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

/**
 * The columns a visitor's request the office follows up ends with (pre-registrations, corporate requests): the
 * office's note, the KVKK notice accepted and when, the sender's address, created and updated.
 */
export function followedUpRequestColumns<T extends string, C extends string>(
  table: CreateTableBuilder<T, C>,
) {
  return table
    .addColumn('owner_note', 'text')
    .addColumn('consent_version', 'varchar(250)', (c) => c.notNull())
    .addColumn('consent_at', 'text', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull());
}
