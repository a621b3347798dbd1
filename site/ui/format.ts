import { BoundedMap } from '../../shared/boundedMap';

/** Locales for Intl by language abbr; other languages use their abbr as it is. */
const locales: Record<string, string> = { tr: 'tr-TR', en: 'en-GB' };
export const localeOf = (lang: string) => locales[lang] ?? lang;

/**
 * Sessions take place in Turkey: dates and times are shown in Istanbul time whatever the visitor's clock
 * says, so "09:30" on the site is the time on the classroom wall.
 */
export const siteTimeZone = 'Europe/Istanbul';

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(lang: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(localeOf(lang), { timeZone: siteTimeZone, ...options });
    cache.set(key, f);
  }
  return f;
}

/**
 * Each text formatted once: ICU formatting costs microseconds a call, a calendar page formats the same few
 * dozen sessions' dates hundreds of times, and the server renders it again after every admin write. Bounded,
 * as the dates come from content.
 */
const formatted = new BoundedMap<string, unknown>(5000);
const remembered = <T>(key: string, format: () => T): T => formatted.remember(key, format) as T;

/** "12 Mart 2026" / "12 March 2026". */
export const formatDate = (iso: string, lang: string) =>
  remembered(`date|${lang}|${iso}`, () =>
    formatter(lang, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso)),
  );

/** "Mart 2026": the calendar's month group heading. */
export const formatMonth = (iso: string, lang: string) =>
  remembered(`month|${lang}|${iso}`, () =>
    formatter(lang, { month: 'long', year: 'numeric' }).format(new Date(iso)),
  );

/** A sortable month key in site time: "2026-03". */
export const monthKey = (iso: string): string =>
  remembered(`monthKey|${iso}`, () => {
    const parts = formatter('en', { year: 'numeric', month: '2-digit' }).formatToParts(new Date(iso));
    const year = parts.find((p) => p.type === 'year')?.value;
    const month = parts.find((p) => p.type === 'month')?.value;
    return `${year}-${month}`;
  });

/** The date badge of a session: day number, short month and weekday. */
export const dateBadge = (
  iso: string,
  lang: string,
): Readonly<{ day: string; month: string; weekday: string }> =>
  remembered(`badge|${lang}|${iso}`, () => {
    const date = new Date(iso);
    return Object.freeze({
      day: formatter(lang, { day: 'numeric' }).format(date),
      month: formatter(lang, { month: 'short' }).format(date),
      weekday: formatter(lang, { weekday: 'short' }).format(date),
    });
  });

/** "12 – 14 Mart 2026" style range, using the locale's own range formatting. */
export const formatDateRange = (startIso: string, endIso: string, lang: string): string =>
  remembered(`range|${lang}|${startIso}|${endIso}`, () => {
    const f = formatter(lang, { day: 'numeric', month: 'long', year: 'numeric' });
    const start = new Date(startIso);
    const end = new Date(endIso);
    const startText = f.format(start);
    return startText === f.format(end) ? startText : plainSpaces(f.formatRange(start, end));
  });

/**
 * ICU versions differ in the spaces they put around a range's dash (thin, narrow no-break or plain): the
 * server's Node and the visitor's browser must write the same text, or hydration fails.
 */
const plainSpaces = (text: string) => text.replace(/[\u2009\u202f\u00a0]/g, ' ');

/** "09:30". */
export const formatTime = (iso: string, lang: string) =>
  remembered(`time|${lang}|${iso}`, () =>
    formatter(lang, { hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date(iso)),
  );

/** Turkish-aware alphabetical order (SPEC: Turkish text sorts correctly: Ç after C, İ after I, Ş after S). */
export const compareText = (a: string, b: string, lang = 'tr') => a.localeCompare(b, lang);
