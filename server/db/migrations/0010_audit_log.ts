import { createTableWithId, createIndexOn, type AnyDb } from './builders.js';

/*
 * The audit log (issue 14, "Kayıt Geçmişi"): one row per successful back office write — who (the user's id
 * and a copy of their name and e-mail, since the user may be deleted later, hence no foreign key), what
 * (action, API resource, record id, a short summary), when, and the record before and after as JSON with
 * secrets removed. Read by resource + record (an edit screen's history) and by time (the full log).
 */

export async function up(db: AnyDb): Promise<void> {
  await createTableWithId(db, 'audit_log')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('user_name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('user_email', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('action', 'varchar(30)', (c) => c.notNull())
    .addColumn('resource', 'varchar(100)', (c) => c.notNull())
    .addColumn('record_id', 'varchar(200)')
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    // The names of the top-level fields that changed, as JSON: the list shows them without the records.
    .addColumn('changes', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('ip', 'varchar(64)')
    .execute();
  await createIndexOn(db, 'audit_log_record', 'audit_log', ['resource', 'record_id']);
  await createIndexOn(db, 'audit_log_created_at', 'audit_log', ['created_at']);
  await createIndexOn(db, 'audit_log_user', 'audit_log', ['user_id']);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
