/*
 * Sessions take place in Turkey: the panel shows and takes their times in Turkish time (UTC+3 all year),
 * whatever the browser's clock, as the site does (site/ui/format.ts). A time typed without a zone is read as
 * Turkish time by the server too (shared/schemas/catalogueFields.ts toIsoInstant).
 */
const turkeyOffsetMs = 3 * 60 * 60 * 1000;
const zoneless = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** The Turkish wall clock of an instant, as a Date whose UTC fields read that clock. */
function turkeyClock(value: string): Date | undefined {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : new Date(date.getTime() + turkeyOffsetMs);
}

/** An instant (ISO) as the value of an <input type="datetime-local">, in Turkish time. */
export function toTurkeyInput(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  if (zoneless.test(value)) return value;
  const clock = turkeyClock(value);
  return clock ? clock.toISOString().slice(0, 16) : '';
}

/** An instant as the panel shows dates (SPEC §9: D.M.YYYY - hh:mm), in Turkish time. */
export function formatTurkeyTime(value: string | null | undefined): string {
  const clock = value ? turkeyClock(zoneless.test(value) ? `${value}:00+03:00` : value) : undefined;
  if (!clock) return '';
  return `${clock.getUTCDate()}.${clock.getUTCMonth() + 1}.${clock.getUTCFullYear()} - ${pad(clock.getUTCHours())}:${pad(clock.getUTCMinutes())}`;
}

/** What a datetime-local input typed goes to the server as it is: without a zone it is Turkish time. */
export const keepTyped = (value: string) => value ?? '';
