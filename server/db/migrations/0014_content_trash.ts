import { createIndexOn, type AnyDb } from './builders.js';

/*
 * Issue 28, nothing is lost: a content record that is deleted goes to the trash first. `deleted_at` is when
 * it went there (ISO text like every timestamp here; NULL: live). The record keeps its id, its place in the
 * drag order and its seo_name (nothing else can take that address meanwhile), and everything hanging on it
 * (sessions, gallery files, instructor links, pre-registrations) stays attached, so a restore only clears the
 * column. The daily retention job deletes for good what has been in the trash longer than
 * `site_settings.trash_retention_days`.
 */

const trashTables = [
  'products',
  'news',
  'instructors',
  'brands',
  'categories',
  'contracts',
  'open_positions',
] as const;

export async function up(db: AnyDb): Promise<void> {
  for (const table of trashTables) {
    await db.schema.alterTable(table).addColumn('deleted_at', 'text').execute();
    // Every public query asks for the live rows, the trash view and the retention job for the trashed ones.
    await createIndexOn(db, `${table}_deleted_at`, table, ['deleted_at']);
  }
  await db.schema
    .alterTable('site_settings')
    .addColumn('trash_retention_days', 'integer', (c) => c.notNull().defaultTo(30))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('site_settings').dropColumn('trash_retention_days').execute();
  for (const table of trashTables) {
    await db.schema.dropIndex(`${table}_deleted_at`).execute();
    await db.schema.alterTable(table).dropColumn('deleted_at').execute();
  }
}
