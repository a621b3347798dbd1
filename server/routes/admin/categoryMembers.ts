import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';

/** What points at a category: a course by its category_id, a sub-category by its parent_id. */
const memberColumns = { products: 'category_id', categories: 'parent_id' } as const;

/**
 * For `.where` on a query of categories: the ones that may take this member. A category in the trash takes no
 * new courses or sub-categories, but keeps the one already in it, so an edit in the trash saves. `memberId`
 * is the course or sub-category being edited; on a create there is none.
 */
export function takesMember(member: keyof typeof memberColumns, memberId: number | undefined) {
  // Kysely cannot name the column of a table chosen at run time; both tables have `id` and their column.
  const own = `own.${memberColumns[member]}` as 'own.category_id';
  return (eb: ExpressionBuilder<Database, 'categories'>) =>
    eb.or([
      eb('deleted_at', 'is', null),
      eb.exists(
        eb
          .selectFrom(`${member} as own` as 'products as own')
          .select('own.id')
          .where('own.id', '=', memberId ?? 0)
          .whereRef(own, '=', 'categories.id'),
      ),
    ]);
}
