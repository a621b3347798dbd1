import { type Dictionary, dictionarySections } from '../../shared/types';

/*
 * Dictionary keys may contain dots ("footer.copyright" is a valid key), but a form field's name treats a dot
 * as nesting. In the form each dot is stored as ONE DOT LEADER (U+2024), which no key may contain, and turned
 * back before the texts are validated or saved.
 */
const dot = '\u2024';

export const encodeKey = (key: string) => key.replaceAll('.', dot);
export const decodeKey = (key: string) => key.replaceAll(dot, '.');

/** A key without a label (dictionaryLabels.ts), as words: "menu.open_all" → "Menu open all". */
export function readableKey(key: string): string {
  const words = key.replace(/[._-]+/g, ' ').trim();
  return words.charAt(0).toLocaleUpperCase('tr') + words.slice(1);
}

function mapKeys(dictionary: Partial<Dictionary> | undefined, map: (key: string) => string): Dictionary {
  const out = {} as Dictionary;
  for (const section of dictionarySections) {
    const texts = dictionary?.[section] ?? {};
    out[section] = Object.fromEntries(Object.entries(texts).map(([key, text]) => [map(key), text ?? '']));
  }
  return out;
}

/** The record as the form holds it. */
export function toFormValues<T extends { page_lang?: Dictionary }>(record: T): T {
  return { ...record, page_lang: mapKeys(record.page_lang, encodeKey) };
}

/** The form's values as the server expects them: the real keys, every section present. */
export function fromFormValues<T extends { page_lang?: Dictionary }>(values: T): T {
  return { ...values, page_lang: mapKeys(values.page_lang, decodeKey) };
}
