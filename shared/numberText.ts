import { localeOf } from './locale.js';

/** The separators a language writes numbers with, from Intl: tr "7.900,5", en "7,900.5". */
function separatorsOf(lang: string): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(localeOf(lang)).formatToParts(12345.6);
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface NumberInText {
  value: number;
  /** Where the number's digits start in the text, and how long they are. */
  index: number;
  length: number;
}

/**
 * The first number in a text written the way `lang` writes numbers ("7.900,50 TL" in Turkish is 7900.5,
 * "TRY 7,900.50" in English): for content that holds a number inside its text (a price, "85.000+").
 */
export function findNumber(text: string, lang: string): NumberInText | null {
  const { group, decimal } = separatorsOf(lang);
  const found = new RegExp(
    `(\\d{1,3}(?:${escape(group)}\\d{3})+|\\d+)(?:${escape(decimal)}(\\d+))?(?!\\d)`,
  ).exec(text);
  if (!found) return null;
  const value = Number(`${found[1].split(group).join('')}.${found[2] ?? '0'}`);
  return { value, index: found.index, length: found[0].length };
}

/**
 * A text's number written again the way `to` writes numbers: "85.000+" (as the office entered it, in the
 * default language) is "85,000+" on an English page (issue 30). A text without a number stays as it is.
 */
export function renumber(text: string, from: string, to: string): string {
  if (from === to) return text;
  const found = findNumber(text, from);
  if (!found) return text;
  const decimals = Math.min(20, String(found.value).split('.')[1]?.length ?? 0);
  const written = new Intl.NumberFormat(localeOf(to), {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(found.value);
  return `${text.slice(0, found.index)}${written}${text.slice(found.index + found.length)}`;
}
