import type { AnyDb } from './builders.js';

/*
 * The addresses a record had before its seo name changed (issue 11): a link shared or indexed under the old
 * address answers 301 to the new one instead of 404. One row per kind and old seo name, pointing at the
 * record (not at its new seo name), so a chain of renames always lands on the current address.
 */

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('old_addresses')
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('seo_name', 'varchar(250)', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('moved_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('old_addresses_pk', ['kind', 'seo_name'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('old_addresses').execute();
}
