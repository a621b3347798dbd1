import type { AnyDb } from './builders.js';

/*
 * Retention for every personal table (issue 29):
 * - `privacy_settings` gets three periods: pre-registrations (months, counted from the session's date), the
 *   texts and addresses of finished e-mails in the outbox (days), and the personal fields of the audit log's
 *   copies (months). NULL keeps them forever. A row saved before this migration gets the defaults
 *   (services/kvkkSettings.ts), as an install without a row does: the office chose the old periods, not to
 *   keep the new kinds forever.
 * - `audit_log.personal_redacted_at`: when the retention job took the personal fields out of an entry's
 *   copies, so that each entry is looked at once.
 * - `retention_purges.kind` is a varchar(40) without a CHECK (migration 0007): the new kinds
 *   (pre_registrations, mail_outbox, audit_log) need no change there. Its `months` column holds the period
 *   in the kind's unit (days for the outbox).
 */

const periods = {
  pre_registration_retention_months: 24,
  outbox_retention_days: 30,
  audit_personal_retention_months: 24,
} as const;

export async function up(db: AnyDb): Promise<void> {
  for (const column of Object.keys(periods)) {
    await db.schema.alterTable('privacy_settings').addColumn(column, 'integer').execute();
  }
  await db.updateTable('privacy_settings').set(periods).execute();
  await db.schema.alterTable('audit_log').addColumn('personal_redacted_at', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('audit_log').dropColumn('personal_redacted_at').execute();
  for (const column of Object.keys(periods).reverse()) {
    await db.schema.alterTable('privacy_settings').dropColumn(column).execute();
  }
}
