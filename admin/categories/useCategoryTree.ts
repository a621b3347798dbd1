import { useGetList } from 'react-admin';
import type { AdminCategory } from '../../shared/schemas/category';
import { categorySections } from './categoryChoices';

/** The category tree of a section (GET /categories?section=: main categories with their sub-categories). */
export function useCategoryTree(section: string = categorySections[0].id) {
  return useGetList<AdminCategory>('categories', {
    pagination: { page: 1, perPage: 500 },
    filter: { section },
  });
}
