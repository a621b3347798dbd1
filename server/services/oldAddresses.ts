import { type RouteMatch, paths } from '../../shared/routes.js';
import type { Db } from '../db/database.js';
import { type SlugResource, loadSlugs, recordOfSlug, slugIn } from './seoSlugs.js';

/**
 * Old addresses of renamed records (migration 0004): a course, instructor, brand, news item or contract whose
 * seo name changes keeps answering at its old address with a 301 to the new one (issue 11), so links already
 * shared or indexed do not break.
 */
const kinds = {
  course: { table: 'products', param: 'seo_name', path: paths.course },
  instructor: { table: 'instructors', param: 'seo_name', path: paths.instructor },
  brand: { table: 'brands', param: 'seo_name', path: paths.brand },
  news: { table: 'news', param: 'seo_name', path: paths.news },
  contract: { table: 'contracts', param: 'contract_seo_name', path: paths.contract },
} as const;

export type AddressKind = keyof typeof kinds;

/** Records a rename; nothing when the seo name stayed. The newest owner of an old name wins. */
export async function rememberOldAddress(
  db: Db,
  kind: AddressKind,
  recordId: number,
  before: string,
  after: string,
): Promise<void> {
  if (before === after || !before) return;
  await db
    .insertInto('old_addresses')
    .values({ kind, seo_name: before, record_id: recordId, moved_at: new Date().toISOString() })
    .onConflict((conflict) =>
      conflict
        .columns(['kind', 'seo_name'])
        .doUpdateSet({ record_id: recordId, moved_at: new Date().toISOString() }),
    )
    .execute();
}

/** The kinds' records by their slugs per language (services/seoSlugs.ts). */
const slugResources: Record<AddressKind, SlugResource> = {
  course: 'products',
  instructor: 'instructors',
  brand: 'brands',
  news: 'news',
  contract: 'contracts',
};

/**
 * The current path, in `lang`'s slug, of a detail page whose record is not at the address asked for: the
 * address is one of its slugs in another language (the Turkish slug under `/en/` once the course has an
 * English one, issue 30), or one it had before a rename. Null when the address never belonged to a record
 * that still exists, or already is the record's address in `lang`.
 */
export async function movedAddress(db: Db, route: RouteMatch, lang: string): Promise<string | null> {
  if (!(route.name in kinds)) return null;
  const kind = kinds[route.name as AddressKind];
  const slugResource = slugResources[route.name as AddressKind];
  const asked = route.params[kind.param];
  if (!asked) return null;
  const current = slugResource ? await recordOfSlug(db, slugResource, asked) : undefined;
  const recordId =
    current ??
    (
      await db
        .selectFrom('old_addresses')
        .select('record_id')
        .where('kind', '=', route.name)
        .where('seo_name', '=', asked)
        .executeTakeFirst()
    )?.record_id;
  if (recordId === undefined) return null;
  const record = await db
    .selectFrom(kind.table)
    .select('seo_name')
    .where('id', '=', recordId)
    // A record in the trash has no page to send the visitor to.
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!record) return null;
  const own = slugResource ? (await loadSlugs(db, slugResource, [recordId])).get(recordId) : undefined;
  const target = slugIn(record.seo_name, own, lang);
  return target !== asked ? kind.path(target) : null;
}
