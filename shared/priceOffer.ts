import { findNumber } from './numberText.js';

export interface PriceOffer {
  price: number;
  /** ISO 4217. */
  currency: string;
}

/**
 * A course's price as a number for machines (JSON-LD offers), read from the text the office wrote in
 * `lang` with that language's own separators: "7.900 TL + KDV" in Turkish → 7900 TRY. A price written in
 * words ("Ücretsiz", "Teklif alınız") gives none. The server reads it from the default language's text
 * only, so every language version of a course offers the same amount (issue 30: the English "TRY 7,900 +
 * VAT" read with Turkish separators offered 7.9).
 */
export function priceOffer(text: string | null, lang: string): PriceOffer | null {
  if (!text) return null;
  const number = findNumber(text.replace(/[\u00a0\u202f]/g, ' '), lang);
  if (!number) return null;
  const price = number.value;
  const currency = /€|\beur\b/i.test(text)
    ? 'EUR'
    : /\$|\busd\b/i.test(text)
      ? 'USD'
      : /£|\bgbp\b/i.test(text)
        ? 'GBP'
        : 'TRY';
  return { price, currency };
}
