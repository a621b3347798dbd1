import type { FastifyRequest } from 'fastify';
import { slugify } from '../../../shared/slug.js';
import type { Translated } from '../../../shared/types.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { parseTranslated } from '../../db/json.js';
import { HttpError } from '../../http/errors.js';
import { validationFailedMessage } from '../../http/validate.js';
import { uploadsDirOf } from '../../plugins/frontend.js';
import type { UploadedFile } from '../../plugins/formBody.js';
import { type ImageKind, ImageStore, type StoredImage } from '../../services/images.js';
import { isBlankRichText, sanitizeRichText } from '../../services/sanitizeHtml.js';
import { matchesAllWords } from '../public/fold.js';
import { isUniqueViolation, offsetOf, type PageQuery } from './helpers.js';

/* What the catalogue resources (categories, products, instructors, brands, news, contents) share. */

export const seoNameTakenMessage = 'Bu SEO adı başka bir kayıtta kullanılıyor';

export const imageStoreOf = (config: Config) => new ImageStore(uploadsDirOf(config));

type SeoTable = 'categories' | 'products' | 'instructors' | 'brands' | 'news';

const fieldError = (field: string, message: string) =>
  new HttpError(422, validationFailedMessage, { [field]: message });

/**
 * The seo_name to store: the one typed (already slugged by the schema), refused if another record has it;
 * or, when left empty, one made from the title, with -2, -3… added until it is free.
 */
export async function resolveSeoName(
  db: Db,
  table: SeoTable,
  typed: string,
  title: string,
  exceptId?: number,
): Promise<string> {
  const taken = async (name: string) => {
    let query = db.selectFrom(table).select('id').where('seo_name', '=', name);
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    return Boolean(await query.executeTakeFirst());
  };
  if (typed) {
    if (await taken(typed)) throw fieldError('seo_name', seoNameTakenMessage);
    return typed;
  }
  const base = slugify(title).slice(0, 190) || table;
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await taken(candidate))) return candidate;
  }
  throw fieldError('seo_name', seoNameTakenMessage);
}

/** A unique-index race on seo_name (two saves at once) reads as the same field error as our own check. */
export function rethrowSeoRace(error: unknown): never {
  if (isUniqueViolation(error)) throw fieldError('seo_name', seoNameTakenMessage);
  throw error;
}

/** A foreign key refused a write or delete (SQLite or PostgreSQL). */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/** Sanitizes every language of a rich-text field; a value that is empty once cleaned is dropped. */
export function sanitizeTranslated(value: Translated | undefined): Translated {
  const out: Translated = {};
  for (const [lang, html] of Object.entries(value ?? {})) {
    const clean = sanitizeRichText(html);
    if (!isBlankRichText(clean)) out[lang] = clean;
  }
  return out;
}

/** The uploads of one multipart field (`files`, `photo`…). */
export const uploadsOf = (request: FastifyRequest, field: string): UploadedFile[] =>
  (request.uploads ?? []).filter((file) => file.fieldname === field);

/**
 * The queue of a new record: below the lowest one in its list, so it appears at the end of a list ordered
 * by queue, highest first (the back office's convention, as `endOfQueue` in ./helpers.ts).
 */
export const queueAfter = (low: number | string | null | undefined) =>
  low === null || low === undefined ? 0 : Number(low) - 1;

/**
 * One page of the rows matching `search`, in the rows' order. Matching is Turkish-aware ("İSTANBUL" finds
 * "istanbul", "egitim" finds "Eğitim") with the public search's folding; SQL LIKE folds neither, so the
 * (small) catalogue is filtered here, the same on SQLite and PostgreSQL.
 */
export function pageOfMatches<T extends { id: number }>(
  rows: T[],
  q: PageQuery,
  texts: (row: T) => (string | null | undefined)[],
): { ids: number[]; total: number } {
  const matching = q.search
    ? rows.filter((row) =>
        matchesAllWords(
          q.search,
          texts(row).filter((text): text is string => Boolean(text)),
        ),
      )
    : rows;
  return {
    ids: matching.slice(offsetOf(q), offsetOf(q) + q.perPage).map((row) => row.id),
    total: matching.length,
  };
}

/** Every language's text of a stored translatable column, for searching. */
export const textsOf = (json: string | null | undefined): string[] => Object.values(parseTranslated(json));

export const oneImageMessage = 'Yalnızca bir görsel yüklenebilir';

/** The single image of a record's field (photo, logo, image), if one was sent. */
export function singleUpload(request: FastifyRequest, field: string): UploadedFile | undefined {
  const files = uploadsOf(request, field);
  if (files.length > 1) throw fieldError(field, oneImageMessage);
  return files[0];
}

/**
 * Runs `commit` (the row write) with the record's new image, if any: the image is checked and written first,
 * and removed again if the commit fails.
 */
export function withOptionalImage<T>(
  store: ImageStore,
  kind: ImageKind,
  file: UploadedFile | undefined,
  commit: (image: StoredImage | undefined) => Promise<T>,
): Promise<T> {
  return file ? store.withImages(kind, [file], ([image]) => commit(image)) : commit(undefined);
}

/**
 * Whether the form asks to clear the record's image: `remove_<field>=1`, or the field sent empty (what the
 * admin's form data sends for a cleared image input).
 */
export const wantsImageRemoved = (body: Record<string, unknown>, field: string, removeFlag: number) =>
  removeFlag === 1 || body[field] === '' || body[field] === 'null';
