import { createTableWithId, createIndexOn, type AnyDb } from './builders.js';

/*
 * Data-subject requests (issue 29, KVKK article 11): one row per export or erasure done from the back office —
 * who did it (the user's id and a copy of their name: the user may be deleted later, hence no foreign key),
 * when, what, the office's own reference to the request (its channel and number, e.g. "E-posta, 24.11.2026")
 * and how many rows of each table it touched (JSON {table: count}) and files. The person's e-mail, phone and
 * name are never stored here: the record of an erasure must not bring back what it erased.
 */

export async function up(db: AnyDb): Promise<void> {
  await createTableWithId(db, 'personal_data_requests')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('user_name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('action', 'varchar(10)', (c) => c.notNull())
    .addColumn('reference', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('counts', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('files', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await createIndexOn(db, 'personal_data_requests_created_at', 'personal_data_requests', ['created_at']);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('personal_data_requests').execute();
}
