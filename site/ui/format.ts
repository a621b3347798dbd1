import { BoundedMap } from '../../shared/boundedMap';
import { localeOf } from '../../shared/locale';
import { renumber } from '../../shared/numberText';
import { defaultLanguage } from '../../shared/types';
import { formatDateTime, type RelativeTimeLang, relativeTime } from '../../shared/relativeTime';

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
/** What is remembered: each kind's key starts with its name (the page state holds these keys too). */
const kinds = [
  'date',
  'month',
  'monthKey',
  'badge',
  'range',
  'rangePieces',
  'time',
  'datetime',
  'sorted',
  'number',
] as const;
/** The texts each running recording (recordFormatted) has seen, by key. */
const recordings = new Set<Map<string, unknown>>();
function remembered<T>(kind: (typeof kinds)[number], parts: string, format: () => T): T {
  const key = `${kind}|${parts}`;
  const value = formatted.remember(key, format) as T;
  for (const recording of recordings) recording.set(key, value);
  return value;
}

/**
 * Runs a render and gives the texts it formatted, by key: the server puts them in the page's state and the
 * browser takes them before hydrating (seedFormatted). A page's first date otherwise costs the browser
 * ICU's start-up (40–60 ms here, before the locale's data), in the middle of hydration, and the texts are
 * then the server's own, whatever ICU version the browser has. Renders that run at the same time (an async
 * one) each get the other's texts too: a few more entries, never a missing one.
 */
export async function recordFormatted<T>(
  render: () => T | Promise<T>,
): Promise<{ result: T; texts: Record<string, unknown> }> {
  const recording = new Map<string, unknown>();
  recordings.add(recording);
  try {
    const result = await render();
    return { result, texts: Object.fromEntries(recording) };
  } finally {
    recordings.delete(recording);
  }
}

/** Takes the texts the server formatted for this page (recordFormatted), before the page hydrates. */
export function seedFormatted(texts: Record<string, unknown> | undefined) {
  for (const [key, value] of Object.entries(texts ?? {})) {
    // Keys are the ones this file builds; anything else in the state is not a text of ours.
    if (!knownKind.test(key)) continue;
    if (typeof value === 'string') formatted.set(key, value);
    else if (Array.isArray(value)) {
      if (value.every((item) => typeof item === 'string')) formatted.set(key, Object.freeze([...value]));
    } else if (value !== null && typeof value === 'object') formatted.set(key, Object.freeze({ ...value }));
  }
}
const knownKind = new RegExp(`^(?:${kinds.join('|')})\\|`);

/** A date written out: "12 Mart 2026" / "12 March 2026", alone or as the ends of a range. */
const longDate = { day: 'numeric', month: 'long', year: 'numeric' } as const;

/** "12 Mart 2026" / "12 March 2026". */
export const formatDate = (iso: string, lang: string) =>
  remembered('date', `${lang}|${iso}`, () => formatter(lang, longDate).format(new Date(iso)));

/** "Mart 2026": the calendar's month group heading. */
export const formatMonth = (iso: string, lang: string) =>
  remembered('month', `${lang}|${iso}`, () =>
    formatter(lang, { month: 'long', year: 'numeric' }).format(new Date(iso)),
  );

/** A sortable month key in site time: "2026-03". */
export const monthKey = (iso: string): string =>
  remembered('monthKey', iso, () => {
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
  remembered('badge', `${lang}|${iso}`, () => {
    const date = new Date(iso);
    return Object.freeze({
      day: formatter(lang, { day: 'numeric' }).format(date),
      month: formatter(lang, { month: 'short' }).format(date),
      weekday: formatter(lang, { weekday: 'short' }).format(date),
    });
  });

/** "12 – 14 Mart 2026" style range, using the locale's own range formatting. */
export const formatDateRange = (startIso: string, endIso: string, lang: string): string =>
  remembered('range', `${lang}|${startIso}|${endIso}`, () => {
    const f = formatter(lang, longDate);
    const start = new Date(startIso);
    const end = new Date(endIso);
    const startText = f.format(start);
    return startText === f.format(end) ? startText : plainSpaces(f.formatRange(start, end));
  });

/**
 * A date range as the pieces a narrow column may break it into: `["28 Aralık 2026 –", " ", "19 Şubat 2027"]`
 * (the start, the space after the dash, the end) when the end has a month of its own, so the range breaks
 * after its dash and nowhere else; one piece (`["4–7 Aralık 2026"]`) when its ends share the month and a
 * break anywhere would read wrongly. Joined, they are formatDateRange's text.
 */
export const formatDateRangePieces = (startIso: string, endIso: string, lang: string): readonly string[] =>
  remembered('rangePieces', `${lang}|${startIso}|${endIso}`, () => {
    const whole = formatDateRange(startIso, endIso, lang);
    const parts = formatter(lang, longDate).formatRangeToParts(new Date(startIso), new Date(endIso));
    const endStarts = parts.findIndex((part) => part.source === 'endRange');
    const endHasMonth = parts.some((part) => part.source === 'endRange' && part.type === 'month');
    if (endStarts < 0 || !endHasMonth) return Object.freeze([whole]);
    const head = plainSpaces(
      parts
        .slice(0, endStarts)
        .map((part) => part.value)
        .join(''),
    );
    const start = head.trimEnd();
    return Object.freeze([start, head.slice(start.length), whole.slice(head.length)]);
  });

/**
 * ICU versions differ in the spaces they put around a range's dash (thin, narrow no-break or plain): the
 * server's Node and the visitor's browser must write the same text, or hydration fails.
 */
const plainSpaces = (text: string) => text.replace(/[\u2009\u202f\u00a0]/g, ' ');

/**
 * A content text's number in the page's language: the office writes "85.000+" once (the default language's
 * way, as content values that are not translated); the English page shows "85,000+" (issue 30).
 */
export const formatNumberText = (text: string, lang: string) =>
  remembered('number', `${lang}|${text}`, () => renumber(text, defaultLanguage, lang));

/** "09:30". */
export const formatTime = (iso: string, lang: string) =>
  remembered('time', `${lang}|${iso}`, () =>
    formatter(lang, { hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date(iso)),
  );

/**
 * SPEC §9's relative time ("5 dakika önce"; a day or more away, the date and time in Istanbul), its dates
 * remembered like the others: a news page's date comes with the page too.
 */
export const relativeText = (value: string, now: Date, lang: RelativeTimeLang) =>
  relativeTime(value, now, lang, (date) =>
    remembered('datetime', date.toISOString(), () => formatDateTime(date)),
  );

/**
 * A list of texts in the language's alphabetical order (compareText), remembered like the dates: a page's
 * lists come sorted from the server, the browser starts no collator to sort them again, and both sort alike
 * whatever ICU version each has. A copy the caller may change.
 */
export const sortedTexts = (texts: readonly string[], lang = 'tr'): string[] =>
  texts.length < 2
    ? [...texts]
    : [
        ...remembered('sorted', `${lang}|${JSON.stringify(texts)}`, () =>
          Object.freeze([...texts].sort((a, b) => compareText(a, b, lang))),
        ),
      ];

/**
 * Timestamps and month keys in the API's one ISO-8601 form sort as plain text. Not localeCompare: that starts
 * ICU's collator (~40 ms in a browser, in the middle of hydration) to compare digits.
 */
export const compareIso = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Turkish-aware alphabetical order (SPEC: Turkish text sorts correctly: Ç after C, İ after I, Ş after S). */
export const compareText = (a: string, b: string, lang = 'tr') => a.localeCompare(b, lang);
