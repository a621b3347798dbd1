import { createIndexOn, createTableWithId, followedUpRequestColumns, type AnyDb } from './builders.js';

/*
 * Issue 32, "Kurumsal Eğitim Talebi": a company asks for an in-house training (who, how many, which topics,
 * when, where or online). Kept like a pre-registration: the office walks it through a pipeline with its own
 * note, and the row holds the visitor's consent to the KVKK notice (which notice, when, from where) and
 * their language, which their confirmation e-mail spoke.
 */

export async function up(db: AnyDb): Promise<void> {
  await createTableWithId(db, 'corporate_requests')
    .addColumn('company', 'varchar(150)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(100)', (c) => c.notNull())
    .addColumn('phone', 'varchar(50)', (c) => c.notNull())
    .addColumn('participants', 'integer', (c) => c.notNull())
    .addColumn('topics', 'text', (c) => c.notNull())
    .addColumn('preferred_dates', 'varchar(250)')
    .addColumn('city', 'varchar(100)')
    .addColumn('online', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('note', 'text')
    .addColumn('lang', 'varchar(10)', (c) => c.notNull().defaultTo('tr'))
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('new'))
    .$call(followedUpRequestColumns)
    .execute();
  await createIndexOn(db, 'corporate_requests_status', 'corporate_requests', ['status']);
  await createIndexOn(db, 'corporate_requests_created', 'corporate_requests', ['created_at']);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('corporate_requests').execute();
}
