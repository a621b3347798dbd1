import { languageAbbrPattern } from './languageAbbr.js';

/**
 * A language's name in itself, as its readers look for it in a language switch: "Deutsch" for "de",
 * "Português (Brasil)" for "pt-br", "العربية" for "ar". Empty for a code the platform's language data
 * (ICU, in Node and in browsers) does not know: "xx", or "fe" mistyped for "fr".
 */
export function ownLanguageName(code: string): string {
  const abbr = code.trim().toLowerCase();
  if (!languageAbbrPattern.test(abbr)) return '';
  try {
    const name = new Intl.DisplayNames([abbr], { type: 'language', fallback: 'none' }).of(abbr) ?? '';
    return name.charAt(0).toLocaleUpperCase(abbr) + name.slice(1);
  } catch {
    return '';
  }
}
