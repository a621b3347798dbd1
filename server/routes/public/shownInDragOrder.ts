import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The drag-ordered content lists the site reads: each has `active`, `deleted_at`, `queue` and `id`. */
type ShownTable = 'brands' | 'instructors' | 'open_positions' | 'categories' | 'client_references';

/**
 * What the site shows of a drag-ordered list: the active records out of the trash, in the order the back
 * office gave them (highest queue first, the older record first on a tie). For `.$call` on a query of one of
 * those tables.
 */
export function shownInDragOrder<T extends ShownTable, O>(
  query: SelectQueryBuilder<Database, T, O>,
): SelectQueryBuilder<Database, T, O> {
  // Kysely cannot name a column of a table given as a type parameter; every ShownTable has these four.
  const anyOfThem = query as unknown as SelectQueryBuilder<Database, ShownTable, O>;
  return anyOfThem
    .where('active', '=', 1)
    .where('deleted_at', 'is', null)
    .orderBy('queue', 'desc')
    .orderBy('id', 'asc') as unknown as SelectQueryBuilder<Database, T, O>;
}
