/*
 * The back office's KVKK settings (PUT /api/admin/settings/kvkk): which contract is the KVKK notice the
 * public forms link, and how many months applications (with their CVs) and contact messages are kept.
 * An empty period or 0 keeps them forever.
 */
import * as yup from 'yup';
import './yupLocale.js';
import { adminMessages, maxRecordId } from './common.js';

export const maxRetentionMonths = 120;
export const retentionMonthsMessage = `Saklama süresi 0 ile ${maxRetentionMonths} ay arasında bir tam sayı olmalıdır`;

/** '' and null (an emptied input) read as "no value"; numbers may arrive as text (form data). */
const optionalNumber = (_value: unknown, original: unknown) =>
  original === '' || original === null || original === undefined
    ? null
    : typeof original === 'number'
      ? original
      : typeof original === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(original)
        ? Number(original)
        : Number.NaN;

const months = yup
  .number()
  .transform(optionalNumber)
  .nullable()
  .typeError(retentionMonthsMessage)
  .integer(retentionMonthsMessage)
  .min(0, retentionMonthsMessage)
  .max(maxRetentionMonths, retentionMonthsMessage)
  .default(null);

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
});

export type KvkkSettingsInput = yup.InferType<typeof kvkkSettingsSchema>;

/** A deletion by the retention job, as the back office lists it. */
export interface RetentionPurge {
  id: number;
  kind: 'hr_applications' | 'contact_messages';
  months: number;
  cutoff: string;
  count: number;
  ids: number[];
  purged_at: string;
}
