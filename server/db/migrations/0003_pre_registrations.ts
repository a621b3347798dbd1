import { createIndexOn, createTableWithId, followedUpRequestColumns, type AnyDb } from './builders.js';

/*
 * Pre-registrations for a course session (issue 13). A row keeps a copy of the session's start and place, so
 * it still reads right after the session is changed or removed (the session link then becomes NULL), and
 * the visitor's consent to the KVKK notice: which notice (its version), when and from where.
 */

export async function up(db: AnyDb): Promise<void> {
  await createTableWithId(db, 'pre_registrations')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('session_id', 'integer', (c) => c.references('product_sessions.id').onDelete('set null'))
    .addColumn('session_starts_at', 'text', (c) => c.notNull())
    .addColumn('session_place', 'varchar(200)')
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(100)', (c) => c.notNull())
    .addColumn('phone', 'varchar(50)', (c) => c.notNull())
    .addColumn('company', 'varchar(150)')
    .addColumn('participants', 'integer', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('waitlist', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('new'))
    .$call(followedUpRequestColumns)
    .execute();
  await createIndexOn(db, 'pre_registrations_session', 'pre_registrations', ['session_id']);
  await createIndexOn(db, 'pre_registrations_status', 'pre_registrations', ['status']);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('pre_registrations').execute();
}
