import * as yup from 'yup';
import './yupLocale.js';
import { parseJsonText } from './jsonText.js';

const script = yup.string().default('').max(20000, 'Bu Alan 20000 Karakteri Geçemez');

export const maxTrashRetentionDays = 365;
export const trashRetentionDaysMessage = `Çöp kutusu saklama süresi 1 ile ${maxTrashRetentionDays} gün arasında bir tam sayı olmalıdır`;

export const maxWaitlistHoldHours = 720;
export const waitlistHoldHoursMessage = `Bekleme listesi teklif süresi 1 ile ${maxWaitlistHoldHours} saat arasında bir tam sayı olmalıdır`;

/** The pre-registration statuses whose setting by the office may e-mail the visitor (issue 29). */
export const mailableStatuses = ['new', 'called', 'confirmed', 'cancelled'] as const;

/** The two issue 29 fields: the waiting list's hold and the statuses that e-mail the visitor. */
export const waitlistSettingsFields = {
  // How long a seat offered to the first person waiting is held for them.
  waitlist_hold_hours: yup
    .number()
    .typeError(waitlistHoldHoursMessage)
    .required(waitlistHoldHoursMessage)
    .integer(waitlistHoldHoursMessage)
    .min(1, waitlistHoldHoursMessage)
    .max(maxWaitlistHoldHours, waitlistHoldHoursMessage)
    .default(48),
  confirmation_mail_statuses: yup
    .array(
      yup
        .string<(typeof mailableStatuses)[number]>()
        .required()
        .oneOf(mailableStatuses, 'Geçerli bir ön kayıt durumu seçiniz'),
    )
    .max(mailableStatuses.length)
    .default(['confirmed']),
};

export const siteSettingsSchema = yup.object({
  google_script: script,
  yandex_script: script,
  fb_pixel_script: script,
  keywords: yup
    .array(yup.string().trim().required().max(100, 'Bir anahtar kelime 100 karakteri geçemez'))
    .max(100, 'En fazla 100 anahtar kelime girilebilir')
    .default([]),
  // How long a deleted content record can still be restored (issue 28); then the daily job deletes it.
  trash_retention_days: yup
    .number()
    .typeError(trashRetentionDaysMessage)
    .required(trashRetentionDaysMessage)
    .integer(trashRetentionDaysMessage)
    .min(1, trashRetentionDaysMessage)
    .max(maxTrashRetentionDays, trashRetentionDaysMessage)
    .default(30),
  ...waitlistSettingsFields,
});

export type SiteSettingsInput = yup.InferType<typeof siteSettingsSchema>;

/**
 * Keywords travel as a list in JSON and as "a, b, c" in form data (SPEC §3: a list joined by commas).
 * Anything else (an object, a number, a list of objects) is handed on as it is, for the schema to refuse.
 */
export function parseKeywords(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value
      .map((item: unknown) => (typeof item === 'string' ? item.trim() : item))
      .filter((item) => item !== '');
  }
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return [];
  if (text.startsWith('[')) {
    try {
      return parseKeywords(parseJsonText(text));
    } catch {
      /* not JSON: fall through to the comma-separated form */
    }
  }
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
