import { createTableWithId, createIndexOn, type AnyDb } from './builders.js';

/*
 * KVKK (issue 13):
 * - contact messages and HR applications keep the visitor's consent to the KVKK notice like pre-registrations
 *   do: which notice (its version) and when (the address is already in `ip`). Rows from before stay NULL:
 *   nobody was asked then.
 * - `privacy_settings` (one row, id 1): which contract is the KVKK notice (NULL: the one whose seo name is
 *   `kvkk-aydinlatma-metni`, as before this setting existed) and how many months applications (with their
 *   CVs) and contact messages are kept (NULL: forever). No row yet: the defaults of services/privacySettings.ts.
 * - `retention_purges`: what the retention job deleted, when; ids and counts only, never personal data.
 */

const consentTables = ['contact_messages', 'hr_applications'] as const;

export async function up(db: AnyDb): Promise<void> {
  for (const table of consentTables) {
    await db.schema.alterTable(table).addColumn('consent_version', 'varchar(250)').execute();
    await db.schema.alterTable(table).addColumn('consent_at', 'text').execute();
    // The retention job looks rows up by age.
    await createIndexOn(db, `${table}_created_at`, table, ['created_at']);
  }
  await db.schema
    .createTable('privacy_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('notice_contract_id', 'integer', (c) => c.references('contracts.id').onDelete('set null'))
    .addColumn('application_retention_months', 'integer')
    .addColumn('contact_retention_months', 'integer')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await createTableWithId(db, 'retention_purges')
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('months', 'integer', (c) => c.notNull())
    .addColumn('cutoff', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('ids', 'text', (c) => c.notNull())
    .addColumn('purged_at', 'text', (c) => c.notNull())
    .execute();
  await createIndexOn(db, 'retention_purges_purged_at', 'retention_purges', ['purged_at']);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('retention_purges').execute();
  await db.schema.dropTable('privacy_settings').execute();
  for (const table of consentTables) {
    await db.schema.dropIndex(`${table}_created_at`).execute();
    await db.schema.alterTable(table).dropColumn('consent_at').execute();
    await db.schema.alterTable(table).dropColumn('consent_version').execute();
  }
}
