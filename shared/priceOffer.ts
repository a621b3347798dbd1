import { localeOf } from './locale.js';

export interface PriceOffer {
  price: number;
  /** ISO 4217. */
  currency: string;
}

/** The separators a language writes numbers with, from Intl: tr "7.900,50", en "7,900.50". */
function separatorsOf(lang: string): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(localeOf(lang)).formatToParts(12345.6);
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A course's price as a number for machines (JSON-LD offers), read from the text the office wrote in
 * `lang` with that language's own separators: "7.900 TL + KDV" in Turkish → 7900 TRY. A price written in
 * words ("Ücretsiz", "Teklif alınız") gives none. The server reads it from the default language's text
 * only, so every language version of a course offers the same amount (issue 30: the English "TRY 7,900 +
 * VAT" read with Turkish separators offered 7.9).
 */
export function priceOffer(text: string | null, lang: string): PriceOffer | null {
  if (!text) return null;
  const { group, decimal } = separatorsOf(lang);
  const number = new RegExp(
    `(\\d{1,3}(?:${escape(group)}\\d{3})+|\\d+)(?:${escape(decimal)}(\\d{1,2}))?(?!\\d)`,
  ).exec(text.replace(/[\u00a0\u202f]/g, ' '));
  if (!number) return null;
  const price = Number(`${number[1].split(group).join('')}.${number[2] ?? '0'}`);
  const currency = /€|\beur\b/i.test(text)
    ? 'EUR'
    : /\$|\busd\b/i.test(text)
      ? 'USD'
      : /£|\bgbp\b/i.test(text)
        ? 'GBP'
        : 'TRY';
  return { price, currency };
}
