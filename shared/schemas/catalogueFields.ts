import * as yup from 'yup';
import { slugify } from '../slug.js';
import { parseJsonText } from './jsonText.js';
import {
  adminMessages,
  flag,
  isHttpUrl,
  languageAbbrPattern,
  maxRecordId,
  translatedText,
} from './common.js';

/*
 * Field rules shared by the catalogue and content schemas (categories, products, instructors, brands, news,
 * contents), built on the back office's common rules (./common.ts). The admin forms validate with these
 * schemas and the server validates the same body again.
 *
 * Translatable fields are accepted in two shapes, and both end up as one object keyed by language abbr:
 *   - one form field per language:  title_tr=Excel Eğitimi  title_en=Excel Training   (form data;
 *     title[tr] and title.tr work too)
 *   - one object:                    title: { "tr": "Excel Eğitimi", "en": "Excel Training" }  (JSON body,
 *     or the same object as JSON text in a single form field)
 * `collectTranslated(body, fields)` folds the first shape into the second before validation; when both are
 * sent, the per-language fields win. Blank texts are dropped (the site falls back to Turkish). Answers always
 * use the object shape.
 */

export const catalogueMessages = {
  ...adminMessages,
  invalid: 'Geçersiz Değer',
  invalidDate: 'Geçerli Bir Tarih Giriniz',
  invalidList: 'Geçersiz Liste',
  tooMany: (n: number) => `En Fazla ${n} Öğe Eklenebilir`,
} as const;
const m = catalogueMessages;

/** The language of a per-language key of `field`: `title_tr`, also `title[tr]` and `title.tr`. */
function languageOfKey(key: string, field: string): string | undefined {
  if (!key.startsWith(field) || key.length <= field.length + 1) return undefined;
  const rest = key.slice(field.length);
  const lang = rest.startsWith('_') || rest.startsWith('.') ? rest.slice(1) : /^\[(.+)\]$/.exec(rest)?.[1];
  return lang !== undefined && languageAbbrPattern.test(lang) ? lang : undefined;
}

/** Folds `title_tr`, `title_en`… (or `title[tr]`, `title.tr`) fields into `title: { tr, en }`. */
export function collectTranslated(
  body: Record<string, unknown> | null | undefined,
  fields: readonly string[],
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...(body ?? {}) };
  for (const field of fields) {
    const perLanguage: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(out)) {
      const lang = languageOfKey(key, field);
      if (lang === undefined) continue;
      perLanguage[lang] = value;
      delete out[key];
    }
    if (Object.keys(perLanguage).length === 0) continue;
    let base = out[field];
    if (typeof base === 'string' && base.trim().startsWith('{')) {
      try {
        base = parseJsonText(base);
      } catch {
        base = undefined;
      }
    }
    const baseObject = typeof base === 'object' && base !== null && !Array.isArray(base) ? base : {};
    out[field] = { ...baseObject, ...perLanguage };
  }
  return out;
}

/** A resource's body as its routes read it: the form's per-language fields folded (see collectTranslated). */
export const translatedBody =
  (fields: readonly string[]) =>
  (body: unknown): Record<string, unknown> =>
    collectTranslated(body as Record<string, unknown>, fields);

/** Drops blank texts (and trims plain ones; rich text keeps its whitespace). */
function dropBlank(value: unknown, trim: boolean): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [lang, text] of Object.entries(value)) {
    if (typeof text !== 'string') out[lang] = text;
    else if (text.trim() !== '') out[lang] = trim ? text.trim() : text;
  }
  return out;
}

/** A text per language; `required` asks for the Turkish (default language) text. */
export const catalogueText = (options: { max: number; required?: boolean; rich?: boolean }) =>
  translatedText({ max: options.max, requiredLanguages: options.required ? ['tr'] : [] }).transform(
    (value: unknown) => dropBlank(value, !options.rich),
  );

export const flagField = (fallback: 0 | 1) => flag().default(fallback);

/** An optional reference to another record: empty, 0 or null mean none. */
export const optionalIdField = () =>
  yup
    .number()
    .transform((_value: unknown, original: unknown) =>
      original === '' || original === null || original === undefined || original === '0' || original === 0
        ? null
        : Number(original),
    )
    .typeError(m.choice)
    .integer(m.choice)
    .positive(m.choice)
    .max(maxRecordId, m.choice)
    .nullable()
    .default(null);

/** A list of ids: an array, its JSON text ("[3,1,2]"), comma-separated text ("3,1,2") or repeated fields. */
export function parseIdList(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return [];
  if (Array.isArray(value)) return value.flatMap((item) => parseIdList(item) as unknown[]);
  if (typeof value === 'number') return [value];
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = parseJsonText(text);
      return Array.isArray(parsed) ? parsed.map((item) => Number(item)) : value;
    } catch {
      return value;
    }
  }
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map(Number);
}

export const idListField = () =>
  yup
    .array(
      yup
        .number()
        .typeError(m.invalidList)
        .integer(m.invalidList)
        .positive(m.invalidList)
        .max(maxRecordId, m.invalidList)
        .required(),
    )
    .transform((_value: unknown, original: unknown) => parseIdList(original))
    .typeError(m.invalidList)
    .max(1000, m.invalidList)
    .default(() => []);

/** PUT /<resource>/queue for a list without sections: every id, top first. */
export const queueSchema = yup.object({ queue: idListField().min(1, m.invalidList) });

/** The SEO address part, normalised by the slug rule (SPEC §5). Empty means "derive it from the title". */
export const seoNameField = () =>
  yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? slugify(value) : value))
    .max(200, m.max(200))
    .default('');

/** A section or gallery key: lowercase letters, digits, - and _. */
export const keyField = (fallback: string) =>
  yup
    .string()
    .trim()
    .transform((value: unknown) => (value === '' ? undefined : value))
    .matches(/^[a-z0-9_-]{1,50}$/, m.invalid)
    .default(fallback);

export const plainText = (max: number) => yup.string().trim().max(max, m.max(max)).default('');

export const websiteField = () =>
  yup
    .string()
    .trim()
    .max(500, m.max(500))
    .test('url', m.url, (value) => !value || isHttpUrl(value))
    .default('');

/** Turkey keeps UTC+3 all year; a date or time typed without a zone is Turkish local time. */
const turkeyOffset = '+03:00';

/** Normalises "2026-05-04", "2026-05-04T09:30" or a full ISO string to an ISO-8601 UTC instant. */
export function toIsoInstant(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? value : value.toISOString();
  if (typeof value !== 'string') return value;
  let text = value.trim().replace(' ', 'T');
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) text = `${text}T00:00:00${turkeyOffset}`;
  else if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(text)) text = `${text}${turkeyOffset}`;
  else if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text)) return value;
  const time = Date.parse(text);
  return Number.isNaN(time) ? value : new Date(time).toISOString();
}

export const instantField = () =>
  yup
    .string()
    .transform((_value: unknown, original: unknown) => toIsoInstant(original) as string | undefined)
    .typeError(m.invalidDate)
    .test('instant', m.invalidDate, (value) => value === undefined || /^\d{4}-\d{2}-\d{2}T.*Z$/.test(value));
