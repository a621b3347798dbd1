import { type RouteMatch, paths } from '../../shared/routes.js';
import type { Db } from '../db/database.js';

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

/**
 * The current (Turkish) path of a detail page whose record moved away from the address asked for, or null
 * when the address never belonged to a record that still exists.
 */
export async function movedAddress(db: Db, route: RouteMatch): Promise<string | null> {
  if (!(route.name in kinds)) return null;
  const kind = kinds[route.name as AddressKind];
  const oldName = route.params[kind.param];
  if (!oldName) return null;
  const moved = await db
    .selectFrom('old_addresses')
    .select('record_id')
    .where('kind', '=', route.name)
    .where('seo_name', '=', oldName)
    .executeTakeFirst();
  if (!moved) return null;
  const record = await db
    .selectFrom(kind.table)
    .select('seo_name')
    .where('id', '=', moved.record_id)
    // A record in the trash has no page to send the visitor to.
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return record && record.seo_name !== oldName ? kind.path(record.seo_name) : null;
}
