import type { Db } from '../db/database.js';
import { defaultLanguage } from '../../shared/types.js';

/*
 * Slugs per language (issue 30, migration 0023). A record's `seo_name` column is its default language's
 * (Turkish) slug; `seo_slugs` holds its slugs in other languages. A language without one uses the Turkish
 * slug under its prefix. The slugs of one resource form one namespace across languages: the Turkish slug
 * serves under every prefix that has no slug of its own, so a slug given to one record in any language is
 * refused for every other record of that resource, and an address in the wrong language always names one
 * record (which then answers 301 to its address in the right language).
 */

export type SlugResource = 'products' | 'news' | 'instructors' | 'brands' | 'categories' | 'contracts';

/** A record's slugs by language, as stored: the default language's is the record's seo_name. */
export type SlugMap = Record<string, string>;

/** The stored other-language slugs of a resource's records (all of them, or those of `ids`), by record id. */
export async function loadSlugs(
  db: Db,
  resource: SlugResource,
  ids?: readonly number[],
): Promise<Map<number, SlugMap>> {
  if (ids?.length === 0) return new Map();
  const rows = await db
    .selectFrom('seo_slugs')
    .select(['record_id', 'lang', 'slug'])
    .where('resource', '=', resource)
    .$if(ids !== undefined, (query) => query.where('record_id', 'in', ids as number[]))
    .execute();
  const byRecord = new Map<number, SlugMap>();
  for (const row of rows) {
    const slugs = byRecord.get(row.record_id) ?? {};
    slugs[row.lang] = row.slug;
    byRecord.set(row.record_id, slugs);
  }
  return byRecord;
}

/** The slug of a record's address in `lang`: its own there, else the Turkish one. */
export const slugIn = (seoName: string, own: SlugMap | undefined, lang: string): string =>
  (lang !== defaultLanguage && own?.[lang]) || seoName;

/** The record's slug in each of `languages` (fallbacks filled in): what its addresses are. */
export const slugsIn = (seoName: string, own: SlugMap | undefined, languages: readonly string[]): SlugMap =>
  Object.fromEntries(languages.map((lang) => [lang, slugIn(seoName, own, lang)]));

/** Only the other languages' non-empty slugs that differ from the Turkish one (equal means "none of its own"). */
export function ownSlugs(seoName: string, slugs: SlugMap | undefined): SlugMap {
  return Object.fromEntries(
    Object.entries(slugs ?? {}).filter(
      ([lang, slug]) => lang !== defaultLanguage && slug !== '' && slug !== seoName,
    ),
  );
}

/**
 * The first of `candidates` (language → slug) that another record of the resource already has in any
 * language, or undefined when all are free.
 */
export async function takenSlug(
  db: Db,
  resource: SlugResource,
  candidates: SlugMap,
  exceptId?: number,
): Promise<string | undefined> {
  const wanted = [...new Set(Object.values(candidates).filter(Boolean))];
  if (wanted.length === 0) return undefined;
  const [asSeoName, asSlug] = await Promise.all([
    db
      .selectFrom(resource)
      .select('seo_name as slug')
      .where('seo_name', 'in', wanted)
      .$if(exceptId !== undefined, (query) => query.where('id', '!=', exceptId as number))
      .execute(),
    db
      .selectFrom('seo_slugs')
      .select('slug')
      .where('resource', '=', resource)
      .where('slug', 'in', wanted)
      .$if(exceptId !== undefined, (query) => query.where('record_id', '!=', exceptId as number))
      .execute(),
  ]);
  const taken = new Set([...asSeoName, ...asSlug].map((row) => row.slug));
  return Object.keys(candidates).find((lang) => taken.has(candidates[lang]));
}

/** Makes a record's other-language slugs exactly `own` (ownSlugs' result). */
export async function writeSlugs(
  trx: Db,
  resource: SlugResource,
  recordId: number,
  own: SlugMap,
): Promise<void> {
  await trx
    .deleteFrom('seo_slugs')
    .where('resource', '=', resource)
    .where('record_id', '=', recordId)
    .execute();
  const rows = Object.entries(own).map(([lang, slug]) => ({ resource, record_id: recordId, lang, slug }));
  if (rows.length > 0) await trx.insertInto('seo_slugs').values(rows).execute();
}

/** Drops a record's other-language slugs (the record is deleted for good). */
export async function forgetSlugs(
  db: Db,
  resource: SlugResource,
  recordIds: readonly number[],
): Promise<void> {
  if (recordIds.length === 0) return;
  await db
    .deleteFrom('seo_slugs')
    .where('resource', '=', resource)
    .where('record_id', 'in', [...recordIds])
    .execute();
}

/**
 * The record whose address in `lang` has `slug`: its own slug there, or its Turkish one when it has none of
 * its own in `lang`. Undefined otherwise (another language's slug of a record answers 301, see movedAddress).
 */
export async function recordAt(
  db: Db,
  resource: SlugResource,
  slug: string,
  lang: string,
): Promise<number | undefined> {
  if (lang !== defaultLanguage) {
    const own = await db
      .selectFrom('seo_slugs')
      .select('record_id')
      .where('resource', '=', resource)
      .where('lang', '=', lang)
      .where('slug', '=', slug)
      .executeTakeFirst();
    if (own) return own.record_id;
  }
  const row = await db.selectFrom(resource).select('id').where('seo_name', '=', slug).executeTakeFirst();
  if (!row || lang === defaultLanguage) return row?.id;
  const ownThere = await db
    .selectFrom('seo_slugs')
    .select('slug')
    .where('resource', '=', resource)
    .where('record_id', '=', row.id)
    .where('lang', '=', lang)
    .executeTakeFirst();
  return ownThere ? undefined : row.id;
}

/** The record one of whose slugs (any language) is `slug`, or undefined. */
export async function recordOfSlug(
  db: Db,
  resource: SlugResource,
  slug: string,
): Promise<number | undefined> {
  const own = await db.selectFrom(resource).select('id').where('seo_name', '=', slug).executeTakeFirst();
  if (own) return own.id;
  const other = await db
    .selectFrom('seo_slugs')
    .select('record_id')
    .where('resource', '=', resource)
    .where('slug', '=', slug)
    .executeTakeFirst();
  return other?.record_id;
}
