import { parseTranslated, pickLang } from '../../db/json.js';
import type { Translated } from '../../../shared/types.js';

/** The text of a stored JSON map for `lang` (Turkish fallback); '' when none. */
export const textIn = (raw: string | null | undefined, lang: string): string =>
  pickLang(parseTranslated(raw), lang);

/** As textIn, but null when no language has a text (page meta: "not set"). */
export function textOrNull(raw: string | null | undefined, lang: string): string | null {
  const text = textIn(raw, lang);
  return text === '' ? null : text;
}

function isTranslatedMap(value: object, languages: ReadonlySet<string>): value is Translated {
  const entries = Object.entries(value);
  return entries.length > 0 && entries.every(([key, text]) => languages.has(key) && typeof text === 'string');
}

/**
 * Resolves stored content data for one language: every { tr, en } map (an object whose keys are all known
 * language abbrs and whose values are strings) becomes its text; other values keep their shape. An empty
 * object is a cleared text and reads as ''.
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
