import { createTableWithId, type AnyDb } from './builders.js';

/*
 * Open positions (issue 16): the careers page lists the jobs the company is hiring for, kept in the back
 * office next to the HR applications. Title and description are per language ({ tr, en } JSON); the
 * employment type is one of a fixed list (shared/schemas/openPosition.ts); queue orders the list, highest
 * first, as every drag-ordered list does.
 */

export async function up(db: AnyDb): Promise<void> {
  await createTableWithId(db, 'open_positions')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('location', 'varchar(150)', (c) => c.notNull().defaultTo(''))
    .addColumn('employment_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('queue', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('open_positions').execute();
}
