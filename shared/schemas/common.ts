import * as yup from 'yup';
import './yupLocale.js';
import { languageAbbrPattern } from '../languageAbbr.js';
import { parseJsonText } from './jsonText.js';

export { languageAbbrPattern };

/** The back office forms' messages, in the same wording as the login screen's (SPEC §5). */
export const adminMessages = {
  required: 'Bu Alan Zorunlu',
  max: (n: number) => `Bu Alan ${n} Karakteri Geçemez`,
  min: (n: number) => `Bu Alan ${n} Karakterden Az Olamaz`,
  email: 'Geçerli E-Mail Adresi Giriniz',
  url: 'Geçerli Bir Adres Giriniz (http:// veya https:// ile başlamalı)',
  choice: 'Geçersiz Seçim',
  color: 'Geçerli Bir Renk Giriniz (#rrggbb)',
  language: 'Geçersiz Dil Kodu',
  text: 'Bu Alan Metin Olmalı',
} as const;

/** A required one-line text, trimmed, of at most `max` characters: the back office forms' commonest field. */
export const requiredText = (max: number) =>
  yup.string().trim().required(adminMessages.required).max(max, adminMessages.max(max));

/** The largest id a record can have (a 32-bit integer column); a larger one names no record. */
export const maxRecordId = 2_147_483_647;

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

function parseObject(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return {};
  try {
    return parseJsonText(text);
  } catch {
    return value;
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

interface TranslatedOptions {
  /** Hard limit per language, in characters. */
  max: number;
  /** Languages that must have a non-blank text (usually the default, tr). */
  requiredLanguages?: readonly string[];
}

/**
 * A text per language, { tr: '…', en: '…' }. Form data carries it as a JSON string, which is parsed first.
 * Errors point at the language (`text.tr`), so a form shows them under the right input.
 */
export function translatedText({ max, requiredLanguages = [] }: TranslatedOptions) {
  return yup
    .mixed<Record<string, string>>()
    .transform(parseObject)
    .default(() => ({}))
    .test('translated', function (value) {
      if (value === undefined || value === null) value = {};
      if (!isPlainObject(value)) return this.createError({ message: adminMessages.text });
      for (const [lang, text] of Object.entries(value)) {
        if (!languageAbbrPattern.test(lang)) {
          return this.createError({ path: `${this.path}.${lang}`, message: adminMessages.language });
        }
        if (typeof text !== 'string') {
          return this.createError({ path: `${this.path}.${lang}`, message: adminMessages.text });
        }
        if (text.length > max) {
          return this.createError({ path: `${this.path}.${lang}`, message: adminMessages.max(max) });
        }
      }
      for (const lang of requiredLanguages) {
        const text = (value as Record<string, unknown>)[lang];
        if (typeof text !== 'string' || text.trim() === '') {
          return this.createError({ path: `${this.path}.${lang}`, message: adminMessages.required });
        }
      }
      return true;
    });
}

/**
 * Like translatedText, but a language may have no text: blank strings become null (page meta: "nulls allowed").
 */
export function nullableTranslatedText({ max }: { max: number }) {
  return yup
    .mixed<Record<string, string | null>>()
    .transform((raw: unknown) => {
      const value = parseObject(raw);
      if (!isPlainObject(value)) return value;
      const out: Record<string, unknown> = {};
      for (const [lang, text] of Object.entries(value)) {
        out[lang] = typeof text === 'string' ? text.trim() || null : text;
      }
      return out;
    })
    .default(() => ({}))
    .test('translated', function (value) {
      if (value === undefined || value === null) return true;
      if (!isPlainObject(value)) return this.createError({ message: adminMessages.text });
      for (const [lang, text] of Object.entries(value)) {
        if (!languageAbbrPattern.test(lang)) {
          return this.createError({ path: `${this.path}.${lang}`, message: adminMessages.language });
        }
        if (text !== null && typeof text !== 'string') {
          return this.createError({ path: `${this.path}.${lang}`, message: adminMessages.text });
        }
        if (typeof text === 'string' && text.length > max) {
          return this.createError({ path: `${this.path}.${lang}`, message: adminMessages.max(max) });
        }
      }
      return true;
    });
}

/** 0/1 flags arrive as booleans from JSON, "0"/"1"/"true"/"on" from form data. */
export const flag = () =>
  yup
    .number()
    .transform((value: unknown, original: unknown) => {
      if (original === true || original === 'true' || original === 'on') return 1;
      if (original === false || original === 'false' || original === 'off') return 0;
      return value;
    })
    .typeError(adminMessages.choice)
    .oneOf([0, 1], adminMessages.choice);
