import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * The content tables the site reads only while a record is active and out of the trash; all drag-ordered, so
 * each has `queue` and `id` too. (News also waits for its publication time: news.ts's isPublished.)
 */
type ShownTable = 'brands' | 'instructors' | 'open_positions' | 'categories' | 'client_references';

type Query<T extends keyof Database, O> = SelectQueryBuilder<Database, T, O>;

/** What the site shows of a table: the active records out of the trash. For `.$call` on a query of one. */
export function shownToVisitors<T extends ShownTable, O>(query: Query<T, O>): Query<T, O> {
  // Kysely cannot name a column of a table given as a type parameter; every ShownTable has these two.
  const anyOfThem = query as unknown as Query<ShownTable, O>;
  return anyOfThem.where('active', '=', 1).where('deleted_at', 'is', null) as unknown as Query<T, O>;
}

/**
 * What the site shows of a drag-ordered list: the active records out of the trash, in the order the back
 * office gave them (highest queue first, the older record first on a tie). For `.$call` on a query of one of
 * those tables.
 */
export function shownInDragOrder<T extends ShownTable, O>(query: Query<T, O>): Query<T, O> {
  // As above: every ShownTable has `queue` and `id`.
  const anyOfThem = shownToVisitors(query) as unknown as Query<ShownTable, O>;
  return anyOfThem.orderBy('queue', 'desc').orderBy('id', 'asc') as unknown as Query<T, O>;
}
