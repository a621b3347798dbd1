import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database.js';
import { migrations } from '../../server/db/migrations/index.js';
import { engine, openEmptyDatabase } from '../helpers/testApp.js';

/*
 * The schema the migrations build, written down per engine. A migration that has run somewhere must keep
 * building the same tables, so a change to one (or to migrations/builders.ts, which they share) shows here as a
 * failing diff. A new migration changes the schema on purpose: review the diff and update the file with
 * `npx vitest run -u tests/api/migrations-schema.test.ts` (and once more with the PostgreSQL project).
 * Every down() is checked too: down to the first migration and up again gives the same schema.
 */

let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await openEmptyDatabase('schema'));
});
afterAll(() => close());

type Row = Record<string, unknown>;
const lines = (rows: Row[]) => rows.map((row) => JSON.stringify(row)).join('\n');

/** Tables, columns, indexes and constraints as the engine reports them, one JSON line each, in a stable order. */
async function describeSchema(): Promise<string> {
  if (engine === 'sqlite') {
    const objects = await sql<Row>`
      select type, name, tbl_name, sql from sqlite_master
      where name not like 'sqlite_%' and name <> 'kysely_migration' and name <> 'kysely_migration_lock'
      order by name`.execute(db);
    return lines(objects.rows);
  }
  const columns = await sql<Row>`
    select table_name, column_name, data_type, character_maximum_length, is_nullable, column_default
    from information_schema.columns where table_schema = current_schema() and table_name not like 'kysely_%'
    order by table_name, ordinal_position`.execute(db);
  const indexes = await sql<Row>`
    select indexname, indexdef from pg_indexes
    where schemaname = current_schema() and tablename not like 'kysely_%' order by indexname`.execute(db);
  const constraints = await sql<Row>`
    select conrelid::regclass::text as table_name, conname, pg_get_constraintdef(oid) as definition
    from pg_constraint where connamespace = current_schema()::regnamespace and conrelid::regclass::text not like 'kysely_%'
    order by table_name, conname`.execute(db);
  return [lines(columns.rows), lines(indexes.rows), lines(constraints.rows)].join('\n');
}

const migrator = () =>
  new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });

describe('the schema the migrations build', () => {
  it('is the one written down for this engine', async () => {
    const { error } = await migrator().migrateToLatest();
    expect(error).toBeUndefined();
    await expect(`${await describeSchema()}\n`).toMatchFileSnapshot(`./__snapshots__/schema.${engine}.txt`);
  });

  it('comes back the same after every down() and up() again', async () => {
    const before = await describeSchema();
    const down = await migrator().migrateTo(Object.keys(migrations)[0]);
    expect(down.error).toBeUndefined();
    expect(down.results?.filter((r) => r.direction === 'Down').length).toBe(
      Object.keys(migrations).length - 1,
    );
    const up = await migrator().migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(await describeSchema()).toBe(before);
  });
});
