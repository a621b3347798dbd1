import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { HttpError } from '../http/errors.js';

/** Tables with an integer `id` and a `queue` column. */
export type OrderableTable = {
  [K in keyof Database]: Database[K] extends { queue: number; id: unknown } ? K : never;
}[keyof Database];

export const reorderFailedMessage = 'Sıra Düzeni Değiştirilmedi!';

/**
 * Applies a drag-reorder in one transaction (SPEC §4): `orderedIds` is the list as the user now sees it, top
 * first; queue values are assigned descending from the list length. Every id must belong to the table (and to
 * the scope the caller restricts with `where`), or nothing changes.
 */
export async function applyOrder(
  db: Db,
  table: OrderableTable,
  orderedIds: number[],
  scope?: { column: string; value: string | number | null },
): Promise<void> {
  const ids = [...new Set(orderedIds)];
  if (ids.length !== orderedIds.length || ids.length === 0 || ids.some((id) => !Number.isInteger(id))) {
    throw new HttpError(422, reorderFailedMessage);
  }
  await db.transaction().execute(async (trx) => {
    // The dynamic table name defeats Kysely's column typing; the ids are checked against the table first.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const t = trx as any;
    let query = t.selectFrom(table).select('id').where('id', 'in', ids);
    if (scope)
      query =
        scope.value === null
          ? query.where(scope.column, 'is', null)
          : query.where(scope.column, '=', scope.value);
    const found: { id: number }[] = await query.execute();
    if (found.length !== ids.length) throw new HttpError(422, reorderFailedMessage);
    for (const [index, id] of ids.entries()) {
      await t
        .updateTable(table)
        .set({ queue: ids.length - index })
        .where('id', '=', id)
        .execute();
    }
  });
}
