import * as yup from 'yup';

const script = yup.string().default('').max(20000, 'Bu Alan 20000 Karakteri Geçemez');

export const siteSettingsSchema = yup.object({
  google_script: script,
  yandex_script: script,
  fb_pixel_script: script,
  keywords: yup
    .array(yup.string().trim().required().max(100, 'Bir anahtar kelime 100 karakteri geçemez'))
    .max(100, 'En fazla 100 anahtar kelime girilebilir')
    .default([]),
});

export type SiteSettingsInput = yup.InferType<typeof siteSettingsSchema>;

/** Keywords travel as a list in JSON and as "a, b, c" in form data (SPEC §3: a list joined by commas). */
export function parseKeywords(value: unknown): string[] {
  if (Array.isArray(value))
    return value
      .map(String)
      .map((s) => s.trim())
      .filter(Boolean);
  if (typeof value !== 'string' || value.trim() === '') return [];
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      return parseKeywords(JSON.parse(text));
    } catch {
      /* not JSON: fall through to the comma-separated form */
    }
  }
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
