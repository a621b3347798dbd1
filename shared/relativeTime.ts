/**
 * SPEC §9 relative time: seconds, minutes and hours ago ("5 dakika önce"); anything a day or more away, or
 * in the future beyond a little clock skew, as the date "D.M.YYYY - hh:mm" in Istanbul time: the company's
 * clock, whatever the visitor's time zone (and the same text when the server renders the page).
 */
import { BoundedMap } from './boundedMap.js';
import { localeOf } from './locale.js';

/** A language abbr: Turkish and English by the spec's texts, any other (issue 30) by Intl. */
export type RelativeTimeLang = string;

type Unit = 'second' | 'minute' | 'hour';
interface Words {
  now: string;
  ago: (n: number, unit: Unit) => string;
}

const spelled: Record<
  'tr' | 'en',
  { now: string; ago: (n: number, unit: string) => string } & Record<Unit, string>
> = {
  tr: {
    now: 'az önce',
    second: 'saniye',
    minute: 'dakika',
    hour: 'saat',
    ago: (n, unit) => `${n} ${unit} önce`,
  },
  en: {
    now: 'just now',
    second: 'second',
    minute: 'minute',
    hour: 'hour',
    ago: (n, unit) => `${n} ${unit}${n === 1 ? '' : 's'} ago`,
  },
};

/** A language the office added ('de', 'ar'): Intl's words for it ("vor 5 Minuten", "jetzt"). */
const byIntl = new BoundedMap<string, Words>(50);
function wordsOf(lang: string): Words {
  if (lang === 'tr' || lang === 'en') {
    const t = spelled[lang];
    return { now: t.now, ago: (n, unit) => t.ago(n, t[unit]) };
  }
  return byIntl.remember(lang, () => {
    const format = new Intl.RelativeTimeFormat(localeOf(lang), { numeric: 'auto' });
    return { now: format.format(0, 'second'), ago: (n, unit) => format.format(-n, unit) };
  });
}

/** A clock a little ahead of the server's should still read "just now", not a date. */
const skewMs = 60_000;

/** Below this many seconds a time is "az önce" / "just now". */
const justNowSeconds = 5;

/**
 * Made on first use, not when the module loads: the first Intl formatter a page makes starts ICU (tens of
 * milliseconds in a browser), which a page that loads this module but shows no such date should not pay.
 */
let istanbul: Intl.DateTimeFormat | undefined;
const istanbulFormat = () =>
  (istanbul ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

/** "3.7.2026 - 09:05" in Istanbul time: day and month without padding, 24-hour time with it. */
export function formatDateTime(date: Date): string {
  const part = Object.fromEntries(
    istanbulFormat()
      .formatToParts(date)
      .map(({ type, value }) => [type, value]),
  );
  return `${Number(part.day)}.${Number(part.month)}.${part.year} - ${part.hour}:${part.minute}`;
}

export function relativeTime(
  value: string | number | Date,
  now: Date = new Date(),
  lang: RelativeTimeLang = 'tr',
  /** Writes a date a day or more away (the site passes one that remembers: site/ui/format.ts). */
  dateText: (date: Date) => string = formatDateTime,
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const diffMs = now.getTime() - date.getTime();
  if (diffMs < -skewMs) return dateText(date);
  const seconds = Math.max(0, Math.floor(diffMs / 1000));
  const t = wordsOf(lang);
  // "0 saniye önce" reads like a glitch: the first moments are "az önce" (a trash banner, a sent mail).
  if (seconds < justNowSeconds) return t.now;
  if (seconds < 60) return t.ago(seconds, 'second');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return t.ago(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t.ago(hours, 'hour');
  return dateText(date);
}
