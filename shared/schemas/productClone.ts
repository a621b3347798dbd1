import * as yup from 'yup';
import './yupLocale.js';

/*
 * Copying a course for a new term (issue 28): POST /api/admin/products/:id/clone with `starts_at`, the day
 * (YYYY-MM-DD, in Turkey) the copy's first session starts on. Every session moves by the same number of whole
 * days; the copy is a draft. The panel's dialog validates with the same schema.
 */

export const productCloneMessages = {
  startsAtRequired: 'Yeni dönemin ilk oturum tarihini girin',
  startsAtInvalid: 'Geçerli Bir Tarih Giriniz (YYYY-AA-GG)',
  cloned: 'Kopyalandı! Kopya taslak olarak kaydedildi.',
} as const;

const m = productCloneMessages;
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day between the years 2000 and 2100 (not 2025-02-30). */
export function isCalendarDay(value: string): boolean {
  if (!isoDay.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  const year = parsed.getUTCFullYear();
  return (
    !Number.isNaN(parsed.getTime()) &&
    parsed.toISOString().slice(0, 10) === value &&
    year >= 2000 &&
    year <= 2100
  );
}

export const productCloneSchema = yup.object({
  starts_at: yup
    .string()
    .trim()
    .required(m.startsAtRequired)
    .test('calendar-day', m.startsAtInvalid, (value) => value === undefined || isCalendarDay(value)),
});
export type ProductCloneInput = yup.InferType<typeof productCloneSchema>;

const dayMs = 86_400_000;
/** Turkey keeps UTC+3 all year (since 2016). */
const istanbulOffsetMs = 3 * 3_600_000;

/** The day (YYYY-MM-DD) an instant (UTC ISO) falls on in Turkey. */
export const istanbulDayOf = (instant: string): string =>
  new Date(Date.parse(instant) + istanbulOffsetMs).toISOString().slice(0, 10);

/** Whole days from one YYYY-MM-DD day to another (negative when `to` comes first). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);

/** An instant (UTC ISO) moved by whole days: the time of day in Turkey stays the same. */
export const shiftInstant = (instant: string, days: number): string =>
  new Date(Date.parse(instant) + days * dayMs).toISOString();

/** A YYYY-MM-DD day moved by whole days. */
export const shiftDay = (day: string, days: number): string =>
  shiftInstant(`${day}T00:00:00Z`, days).slice(0, 10);
