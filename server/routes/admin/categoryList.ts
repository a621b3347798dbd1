import type { AdminCategory } from '../../../shared/schemas/category.js';
import { matchesAllWords } from '../../services/fold.js';
import { pageQuery } from './listQuery.js';
import { requestedSort, sortRows } from './listSort.js';

/*
 * The category list is a tree (each category with its sub-categories), not a page. Search and sort (issue 28)
 * work on both levels: a sub-category found keeps its parent in the list, a parent found keeps all of its
 * sub-categories; each level is sorted on its own.
 */

const textsOf = (category: AdminCategory) => [category.seo_name, ...Object.values(category.name)];

/** The categories matching `?search=`, sorted by `?sort=&order=` (unknown ones keep the drag order). */
export function arrangeCategories(categories: AdminCategory[], query: unknown): AdminCategory[] {
  const { search } = pageQuery(query);
  const sort = requestedSort('categories', query);
  const arrange = (list: AdminCategory[]) => sortRows(list, sort, { translated: ['name'] });
  const found = (category: AdminCategory) => matchesAllWords(search, textsOf(category));
  return arrange(
    categories.flatMap((category) => {
      const subCategories =
        search && !found(category) ? category.sub_categories.filter(found) : category.sub_categories;
      if (search && !found(category) && subCategories.length === 0) return [];
      return [{ ...category, sub_categories: arrange(subCategories) }];
    }),
  );
}
