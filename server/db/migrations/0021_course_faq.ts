import type { AnyDb } from './builders.js';

/*
 * Issue 32: a course's frequently asked questions, in the admin's order, as one JSON array of
 * { question: { tr, en, … }, answer: { tr, en, … } } (the same per-language maps as every translated field).
 * A column rather than a table: the items are only ever read and written with their course, a whole list
 * at a time, like a course's texts. Existing courses start with none ('[]').
 */

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('faq', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('products').dropColumn('faq').execute();
}
