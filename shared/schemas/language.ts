import * as yup from 'yup';
import { type Dictionary, dictionarySections } from '../types.js';
import { adminMessages as m, flag, languageAbbrPattern, requiredText } from './common.js';
import { parseJsonText } from './jsonText.js';
import { languageMessages, shortCodeMessage } from '../languageMessages.js';
import { ownLanguageName } from '../languageNames.js';
import { isLanguagePrefix } from '../routes.js';

export const languageLimits = { lang: 50, text: 5000, keysPerSection: 500 } as const;

const abbr = yup.string().trim().lowercase().required(m.required).matches(languageAbbrPattern, m.language);

/** Whether the tag names a language (with its script or region) that the platform's language data knows. */
function isKnownLanguage(tag: string): boolean {
  // ZZ and Zzzz are the codes for "unknown region / script": well formed, named, and no help to a reader.
  return !/-(zz|zzzz)$/.test(tag) && ownLanguageName(tag) !== '';
}

/**
 * What is wrong with a new language's code, in Turkish, or null. The code becomes the address prefix of the
 * language's pages, so it cannot be another address's first segment ("api"). It is every page's `lang` and
 * `hreflang`, so it must name a language that browsers, screen readers and search engines know, in its
 * shortest form: "fe" (a typo of "fr") or "xx" would be read aloud with no voice and ignored as an hreflang;
 * "deu" is German's three-letter code where the web uses "de", and would be a second German beside it.
 */
function newLanguageCodeProblem(value: string): string | null {
  if (!languageAbbrPattern.test(value)) return null; // the pattern's own message says so
  if (!isLanguagePrefix(value)) return languageMessages.reserved.tr;
  if (!isKnownLanguage(value)) return languageMessages.unknown.tr;
  const short = Intl.getCanonicalLocales(value)[0].toLowerCase();
  return short === value ? null : shortCodeMessage.tr(short);
}

export const languageCreateSchema = yup.object({
  abbr: abbr.test('new-language-code', function (value) {
    const problem = value ? newLanguageCodeProblem(value) : null;
    return problem === null || this.createError({ message: problem });
  }),
  lang: requiredText(languageLimits.lang),
  /** A new language starts hidden from the site until its texts are translated, unless asked otherwise. */
  active: flag().default(0),
});

/** Without `active` the server toggles the language; with it, it sets it. */
export const languageActiveSchema = yup.object({ abbr, active: flag().optional() });

export const dictionarySectionsMessage = `Sözlük tam olarak şu bölümleri içermeli: ${dictionarySections.join(', ')}`;
const keyPattern = /^[A-Za-z0-9_.-]{1,100}$/;

function parse(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return parseJsonText(value);
  } catch {
    return value;
  }
}

/**
 * The static-language dictionary of one language (SPEC §3): exactly the sections navbar, footer, home,
 * form_input and form_error, each a map of text keys to strings.
 */
export const pageLangSchema = yup.object({
  abbr,
  page_lang: yup
    .mixed<Dictionary>()
    .transform(parse)
    .required(m.required)
    .test('dictionary', function (value) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        return this.createError({ message: dictionarySectionsMessage });
      }
      const sections = Object.keys(value);
      const expected = [...dictionarySections];
      if (sections.length !== expected.length || !expected.every((s) => sections.includes(s))) {
        return this.createError({ message: dictionarySectionsMessage });
      }
      for (const section of expected) {
        const texts: unknown = value[section];
        const path = `${this.path}.${section}`;
        if (typeof texts !== 'object' || texts === null || Array.isArray(texts)) {
          return this.createError({ path, message: m.text });
        }
        const entries = Object.entries(texts);
        if (entries.length > languageLimits.keysPerSection) {
          return this.createError({
            path,
            message: `En fazla ${languageLimits.keysPerSection} metin olabilir`,
          });
        }
        for (const [key, text] of entries) {
          if (!keyPattern.test(key))
            return this.createError({ path, message: `Geçersiz anahtar: ${key.slice(0, 40)}` });
          if (typeof text !== 'string') return this.createError({ path: `${path}.${key}`, message: m.text });
          if (text.length > languageLimits.text) {
            return this.createError({ path: `${path}.${key}`, message: m.max(languageLimits.text) });
          }
        }
      }
      return true;
    }),
});

export type LanguageCreateInput = yup.InferType<typeof languageCreateSchema>;
export type PageLangInput = yup.InferType<typeof pageLangSchema>;
