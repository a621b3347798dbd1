import { parseTranslated, pickLang } from '../../db/json.js';
import { type Translated, defaultLanguage } from '../../../shared/types.js';
import type { ContentFallback } from '../../../shared/publicApi.js';
import { languageAbbrPattern } from '../../../shared/languageAbbr.js';

/** The text of a stored JSON map for `lang` (Turkish fallback); '' when none. */
export const textIn = (raw: string | null | undefined, lang: string): string =>
  pickLang(parseTranslated(raw), lang);

/** As textIn, but null when no language has a text (page meta: "not set"). */
export function textOrNull(raw: string | null | undefined, lang: string): string | null {
  const text = textIn(raw, lang);
  return text === '' ? null : text;
}

/** Whether a stored text map has a text in `lang` (the default language's texts are always its own). */
export function writtenIn(raw: string | null | undefined, lang: string): boolean {
  if (lang === defaultLanguage) return true;
  const text = parseTranslated(raw)[lang];
  return typeof text === 'string' && text.trim() !== '';
}

/**
 * A list item's `content_lang` (shared/publicApi.ts ContentFallback, issue 30), judged by the stored text
 * that names the record: the default language when that text is not written in `lang`, else nothing, so
 * that an item in the page's own language carries no extra field.
 */
export const fallbackMark = (raw: string | null | undefined, lang: string): ContentFallback =>
  writtenIn(raw, lang) ? {} : { content_lang: defaultLanguage };

/**
 * A text per language: every key shaped like a language abbr, every value a string, and at least one key a
 * language the site has. A deleted language's texts stay in the stored maps (issue 30): they neither make a
 * map unrecognisable nor, alone, make one.
 */
function isTranslatedMap(value: object, languages: ReadonlySet<string>): value is Translated {
  const entries = Object.entries(value);
  return (
    entries.some(([key]) => languages.has(key)) &&
    entries.every(([key, text]) => languageAbbrPattern.test(key) && typeof text === 'string')
  );
}

/**
 * Resolves stored content data for one language: every text map (see isTranslatedMap) becomes its text in
 * `lang`, Turkish when it has none; other values keep their shape. An empty object is a cleared text and
 * reads as ''.
 */
export function localizeData(value: unknown, lang: string, languages: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => localizeData(item, lang, languages));
  if (value === null || typeof value !== 'object') return value;
  if (Object.keys(value).length === 0) return '';
  if (isTranslatedMap(value, languages)) return pickLang(value, lang);
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, localizeData(item, lang, languages)]),
  );
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** A plain-text excerpt of (sanitized) HTML, cut at a word boundary with an ellipsis. */
export function excerpt(htmlText: string, maxLength = 180): string {
  const text = htmlText
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxLength) return text;
  // One character more than allowed: if it is a space, the last word is whole and stays.
  return `${text.slice(0, maxLength + 1).replace(/\s*\S*$/, '')}…`;
}
