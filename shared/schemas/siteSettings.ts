import * as yup from 'yup';
import './yupLocale.js';
import { parseJsonText } from './jsonText.js';

const script = yup.string().default('').max(20000, 'Bu Alan 20000 Karakteri Geçemez');

export const maxTrashRetentionDays = 365;
export const trashRetentionDaysMessage = `Çöp kutusu saklama süresi 1 ile ${maxTrashRetentionDays} gün arasında bir tam sayı olmalıdır`;

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
