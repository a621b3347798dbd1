/**
 * The Intl locale of each language abbr; other languages use their abbr as it is. English is British
 * English: day-month-year dates ("12 March 2026", never the US month first) for readers across Europe and
 * the Middle East; its numbers are the same as American English's ("85,000").
 */
const locales: Record<string, string> = { tr: 'tr-TR', en: 'en-GB' };
export const localeOf = (lang: string) => locales[lang] ?? lang;
