import { BoundedMap } from './boundedMap.js';

/**
 * The Intl locale of each language abbr; other languages use their abbr as it is. English is British
 * English: day-month-year dates ("12 March 2026", never the US month first) for readers across Europe and
 * the Middle East; its numbers are the same as American English's ("85,000").
 */
const locales: Record<string, string> = { tr: 'tr-TR', en: 'en-GB' };

/** The default language's locale: what a language Intl has no data for is written in (issue 30). */
const fallbackLocale = locales.tr;

/** Each abbr's answer, once (supportedLocalesOf looks it up in ICU's data); bounded, as abbrs are data. */
const supported = new BoundedMap<string, string>(200);

/**
 * The locale of a language the office added ('de', 'ar', 'pt-br'): its abbr, when Intl knows it. Otherwise
 * Turkish's: Intl would fall back to the runtime's own locale instead, which differs between the server and
 * each visitor's browser (so would the page's dates, and hydration would fail).
 */
export const localeOf = (lang: string): string =>
  locales[lang] ??
  supported.remember(lang, () => {
    try {
      return Intl.DateTimeFormat.supportedLocalesOf(lang).length > 0 ? lang : fallbackLocale;
    } catch {
      return fallbackLocale; // not a locale tag at all (RangeError)
    }
  });
