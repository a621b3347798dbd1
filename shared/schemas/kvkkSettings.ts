/*
 * The back office's KVKK settings (PUT /api/admin/settings/kvkk): which contract is the KVKK notice the
 * public forms link, and how long each kind of personal record is kept (issue 29): applications (with their
 * CVs) and contact messages in months from their arrival, pre-registrations in months from their session's
 * date, the texts and addresses of finished e-mails in days, and the personal fields of the audit log's
 * copies in months. An empty period or 0 keeps them forever.
 */
import * as yup from 'yup';
import './yupLocale.js';
import { adminMessages, maxRecordId } from './common.js';

export const maxRetentionMonths = 120;
export const retentionMonthsMessage = `Saklama süresi 0 ile ${maxRetentionMonths} ay arasında bir tam sayı olmalıdır`;
export const maxRetentionDays = 365;
export const retentionDaysMessage = `Saklama süresi 0 ile ${maxRetentionDays} gün arasında bir tam sayı olmalıdır`;

/** '' and null (an emptied input) read as "no value"; numbers may arrive as text (form data). */
const optionalNumber = (_value: unknown, original: unknown) =>
  original === '' || original === null || original === undefined
    ? null
    : typeof original === 'number'
      ? original
      : typeof original === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(original)
        ? Number(original)
        : Number.NaN;

const period = (max: number, message: string) =>
  yup
    .number()
    .transform(optionalNumber)
    .nullable()
    .typeError(message)
    .integer(message)
    .min(0, message)
    .max(max, message)
    .default(null);
const months = period(maxRetentionMonths, retentionMonthsMessage);

export const kvkkSettingsSchema = yup.object({
  notice_contract_id: yup
    .number()
    .transform(optionalNumber)
    .nullable()
    .typeError(adminMessages.choice)
    .integer(adminMessages.choice)
    .positive(adminMessages.choice)
    .max(maxRecordId, adminMessages.choice)
    // null: the contract whose seo name is kvkk-aydinlatma-metni, as before the setting existed.
    .default(null),
  application_retention_months: months,
  contact_retention_months: months,
  /** Counted from the session's date, not the sign-up: the office needs the record until the course is over. */
  pre_registration_retention_months: months,
  outbox_retention_days: period(maxRetentionDays, retentionDaysMessage),
  audit_personal_retention_months: months,
});

export type KvkkSettingsInput = yup.InferType<typeof kvkkSettingsSchema>;

/**
 * What the retention job purges, by the table it works on: applications, messages and pre-registrations are
 * deleted (a confirmed pre-registration is anonymised), e-mails lose their texts and addresses, audit-log
 * copies lose their personal fields.
 */
export const retentionKinds = [
  'hr_applications',
  'contact_messages',
  'pre_registrations',
  'corporate_requests',
  'mail_outbox',
  'audit_log',
] as const;
export type RetentionKind = (typeof retentionKinds)[number];
export type RetentionUnit = 'months' | 'days';

/** E-mails are kept days, everything else months. */
export const retentionUnitOf = (kind: RetentionKind): RetentionUnit =>
  kind === 'mail_outbox' ? 'days' : 'months';

/** A purge by the retention job, as the back office lists it (GET /settings/kvkk/purges). */
export interface RetentionPurge {
  id: number;
  kind: RetentionKind;
  /** The period it ran with, in `unit`s (the column predates periods in days, hence its name). */
  months: number;
  unit: RetentionUnit;
  /** Records older than this instant were purged (pre-registrations: whose session started before it). */
  cutoff: string;
  count: number;
  ids: number[];
  purged_at: string;
}

/** What a run now would purge (GET /settings/kvkk/purge-preview): one item per kind that has a period. */
export interface RetentionPreviewItem {
  kind: RetentionKind;
  period: number;
  unit: RetentionUnit;
  cutoff: string;
  count: number;
}

/** What a run did (POST /settings/kvkk/purge): records purged, and CV files removed, per kind with a period. */
export interface RetentionRunItem {
  kind: RetentionKind;
  count: number;
  files: number;
}
