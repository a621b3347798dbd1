import type { SelectOption } from '../../../shared/schemas/product.js';
import { slugify } from '../../../shared/slug.js';
import { type Translated, defaultLanguage } from '../../../shared/types.js';
import { type SlugMap, type SlugResource, ownSlugs, takenSlug } from '../../services/seoSlugs.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { parseTranslated } from '../../db/json.js';
import type { RouteDef } from '../../http/routes.js';
import { fieldError } from '../../http/validate.js';
import { uploadsDirOf } from '../../plugins/frontend.js';
import { ImageStore } from '../../services/images.js';
import { isBlankRichText, sanitizeRichText } from '../../services/sanitizeHtml.js';
import { matchesAllWords } from '../../services/fold.js';
import { takenOnRace } from './helpers.js';
import { offsetOf, type PageQuery } from './listQuery.js';

/* What the catalogue resources (categories, products, instructors, brands, news, contents) share. */

export const seoNameTakenMessage = 'Bu SEO adı başka bir kayıtta kullanılıyor';

export const imageStoreOf = (config: Config) => new ImageStore(uploadsDirOf(config));

type SeoTable = 'categories' | 'products' | 'instructors' | 'brands' | 'news';

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

/**
 * The other languages' slugs to store for a record whose Turkish slug is `seoName` (issue 30): those sent
 * (`checked`, the body's `seo_names` once validated) that are not empty and differ from it; or undefined on
 * an update whose body did not send `seo_names`, which then keeps the stored ones. Every slug of the record,
 * the Turkish one included, must be free among the resource's other records in every language
 * (services/seoSlugs.ts says why): else the taken one's field is refused with the same message as a taken
 * seo_name.
 */
export async function resolveSeoNames(
  db: Db,
  resource: SlugResource,
  seoName: string,
  body: { seo_names?: unknown },
  checked: Translated | undefined,
  exceptId?: number,
): Promise<SlugMap | undefined> {
  const sent = exceptId === undefined || body.seo_names !== undefined ? checked : undefined;
  const own = sent === undefined ? undefined : ownSlugs(seoName, sent);
  const clash = await takenSlug(db, resource, { ...own, [defaultLanguage]: seoName }, exceptId);
  if (clash !== undefined) {
    throw fieldError(clash === defaultLanguage ? 'seo_name' : `seo_names.${clash}`, seoNameTakenMessage);
  }
  return own;
}

/**
 * A save's seo_name (resolveSeoName, made from `title` when left empty) and then its other languages' slugs
 * (resolveSeoNames): the pair every resource with slugs per language resolves before it writes.
 */
export async function resolveSlugs(
  db: Db,
  table: SeoTable,
  input: { seo_name: string; seo_names?: Translated },
  title: string,
  body: { seo_names?: unknown },
  exceptId?: number,
): Promise<{ seoName: string; slugs: SlugMap | undefined }> {
  const seoName = await resolveSeoName(db, table, input.seo_name, title, exceptId);
  return { seoName, slugs: await resolveSeoNames(db, table, seoName, body, input.seo_names, exceptId) };
}

/** A unique-index race on seo_name (two saves at once) reads as the same field error as our own check. */
export const rethrowSeoRace = takenOnRace('seo_name', seoNameTakenMessage);

/** Sanitizes every language of a rich-text field; a value that is empty once cleaned is dropped. */
export function sanitizeTranslated(value: Translated | undefined): Translated {
  const out: Translated = {};
  for (const [lang, html] of Object.entries(value ?? {})) {
    const clean = sanitizeRichText(html);
    if (!isBlankRichText(clean)) out[lang] = clean;
  }
  return out;
}

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

/** Rows loaded by id in the order of `ids` (a page of matches), skipping any that vanished meanwhile. */
export async function inOrder<T extends { id: number }>(
  ids: number[],
  load: (ids: number[]) => Promise<T[]>,
): Promise<T[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await load(ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

type NamedList = 'brands' | 'instructors';

/** GET <url>: every record's id and name, in list order, for the course form's choices. */
export const selectOptionsRoute = (db: Db, url: string, table: NamedList): RouteDef => ({
  method: 'GET',
  url,
  access: 'content',
  handler: async () => {
    const data: SelectOption[] = await db
      .selectFrom(table)
      .select(['id', 'name'])
      .where('deleted_at', 'is', null)
      .orderBy('queue', 'desc')
      .orderBy('id', 'asc')
      .execute();
    return { success: true, data };
  },
});
