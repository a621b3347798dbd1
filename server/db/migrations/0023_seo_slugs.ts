import { createIndexOn, type AnyDb } from './builders.js';

/*
 * Issue 30, slugs per language: a record's address may differ per language (`/kurs/excel-egitimi`,
 * `/en/kurs/excel-training`). The record's own `seo_name` column stays its Turkish (default language) slug,
 * required and unique as before; this table holds the other languages' slugs, one row per record and
 * language, and no row where a language has none (its address then uses the Turkish slug).
 *
 * One table for every resource rather than a JSON column per table: a JSON map cannot carry a unique index
 * nor be looked up by one value through an index on both SQLite and PostgreSQL; here (resource, lang, slug)
 * is unique and (resource, slug) finds a record by any of its slugs (an address in the wrong language, which
 * answers 301 to the right one).
 */

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('seo_slugs')
    .addColumn('resource', 'varchar(20)', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('lang', 'varchar(10)', (c) => c.notNull())
    .addColumn('slug', 'varchar(200)', (c) => c.notNull())
    .addPrimaryKeyConstraint('seo_slugs_pk', ['resource', 'record_id', 'lang'])
    .addUniqueConstraint('seo_slugs_unique_slug', ['resource', 'lang', 'slug'])
    .execute();
  await createIndexOn(db, 'seo_slugs_by_slug', 'seo_slugs', ['resource', 'slug']);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('seo_slugs').execute();
}
