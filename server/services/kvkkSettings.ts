import { defaultKvkkNoticeSeoName, missingNoticeVersion } from '../../shared/consentNotice.js';
import type { Db } from '../db/database.js';
import type { PrivacySettingsTable } from '../db/schema.js';
import { saveSingleRow } from './singleRow.js';

/*
 * The KVKK settings (migrations 0007 and 0018, one row): which contract is the notice the public forms link
 * and the visitor accepts, and how long each kind of personal record is kept (services/retention.ts). Before
 * anyone saves them the defaults below apply, so an install from before this setting keeps its notice.
 */

// The notice until the back office names another contract (shared: the panel names it when it shows a consent).
export { defaultKvkkNoticeSeoName };

/**
 * Until the back office says otherwise: applications with their CVs two years, messages forever (as before
 * issue 29), pre-registrations two years after their session, e-mail texts and addresses 30 days after they
 * are done, audit-log copies' personal fields two years. Migration 0018 gives a saved row the same new ones.
 */
export const defaultRetention = {
  applications: 24,
  contacts: null,
  preRegistrations: 24,
  outboxDays: 30,
  auditPersonal: 24,
} as const;

/**
 * The row's columns (db/schema.ts PrivacySettingsTable) without its id and date. As read, notice_contract_id is
 * the notice in force: null when none is chosen and none has the default seo name.
 */
export type KvkkSettings = Omit<PrivacySettingsTable, 'id' | 'updated_at'>;

export interface KvkkNotice {
  id: number;
  seo_name: string;
  updated_at: string;
}

async function storedRow(db: Db) {
  return db.selectFrom('privacy_settings').selectAll().where('id', '=', 1).executeTakeFirst();
}

/** The notice: the chosen contract, or the one with the default seo name; undefined when neither exists. */
export async function kvkkNotice(db: Db): Promise<KvkkNotice | undefined> {
  const row = await storedRow(db);
  const query = db.selectFrom('contracts').select(['id', 'seo_name', 'updated_at']);
  // A chosen contract that was deleted leaves NULL behind (ON DELETE SET NULL): the default applies again.
  return row?.notice_contract_id != null
    ? query.where('id', '=', row.notice_contract_id).executeTakeFirst()
    : query.where('seo_name', '=', defaultKvkkNoticeSeoName).executeTakeFirst();
}

export async function readKvkkSettings(db: Db): Promise<KvkkSettings> {
  const row = await storedRow(db);
  const notice = await kvkkNotice(db);
  return {
    notice_contract_id: notice?.id ?? null,
    application_retention_months: row ? row.application_retention_months : defaultRetention.applications,
    contact_retention_months: row ? row.contact_retention_months : defaultRetention.contacts,
    pre_registration_retention_months: row
      ? row.pre_registration_retention_months
      : defaultRetention.preRegistrations,
    outbox_retention_days: row ? row.outbox_retention_days : defaultRetention.outboxDays,
    audit_personal_retention_months: row
      ? row.audit_personal_retention_months
      : defaultRetention.auditPersonal,
  };
}

export async function saveKvkkSettings(db: Db, settings: KvkkSettings): Promise<void> {
  await saveSingleRow(db, 'privacy_settings', settings);
}

/**
 * Which notice a visitor accepted, as stored with the submission: "<seo name>@<the contract's updated_at>",
 * so a later edit of the text is a new version. "…@missing" when the site has no notice at all. The panel
 * shows it readable (shared/consentNotice.ts formatConsentVersion): keep the two in step.
 */
export async function consentVersion(db: Db): Promise<string> {
  const notice = await kvkkNotice(db);
  return notice
    ? `${notice.seo_name}@${notice.updated_at}`
    : `${defaultKvkkNoticeSeoName}@${missingNoticeVersion}`;
}
