import type { AnyDb } from './builders.js';

/*
 * Issue 28: every image the public site shows gets an alternative text per language ({"tr": "…", "en": "…"}
 * as TEXT, like every translated field), used in `alt`, og:image:alt and the JSON-LD ImageObject's caption.
 * Gallery images (courses, content sections) and brand logos also get a `decorative` flag: an image that
 * only decorates has an empty alt on purpose, and the panel does not flag it as missing one. Existing rows
 * start with no alt text ('{}'): the site then falls back to the record's title as before.
 */

const altColumns = [
  { table: 'files', column: 'alt' },
  { table: 'news', column: 'image_alt' },
  { table: 'instructors', column: 'image_alt' },
  { table: 'brands', column: 'image_alt' },
] as const;

const decorativeColumns = [
  { table: 'files', column: 'decorative' },
  { table: 'brands', column: 'image_decorative' },
] as const;

export async function up(db: AnyDb): Promise<void> {
  for (const { table, column } of altColumns) {
    await db.schema
      .alterTable(table)
      .addColumn(column, 'text', (c) => c.notNull().defaultTo('{}'))
      .execute();
  }
  for (const { table, column } of decorativeColumns) {
    await db.schema
      .alterTable(table)
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const { table, column } of [...altColumns, ...decorativeColumns]) {
    await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
