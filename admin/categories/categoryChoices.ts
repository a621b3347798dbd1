import type { AdminCategory } from '../../shared/schemas/category';
import { pickText } from '../catalogue/translated';

export interface CategoryChoice {
  id: number;
  name: string;
}

/**
 * The sections categories are grouped in. The courses' categories share the courses' section (`educations`,
 * the schema's default); `products` is there for a second catalogue (SPEC §3 names it as an example).
 */
export const categorySections = [
  { id: 'educations', name: 'app.categories.sections.educations' },
  { id: 'products', name: 'app.categories.sections.products' },
] as const;

/** A category tree as select choices: each main category followed by its sub-categories, indented. */
export function categoryChoices(tree: readonly AdminCategory[], lang = 'tr'): CategoryChoice[] {
  return tree.flatMap((category) => [
    { id: category.id, name: pickText(category.name, lang) },
    ...category.sub_categories.map((child) => ({ id: child.id, name: `— ${pickText(child.name, lang)}` })),
  ]);
}

/** The main categories a new category may go under (one level of sub-categories: never a sub-category). */
export const parentChoices = (
  tree: readonly AdminCategory[],
  exceptId?: number,
  lang = 'tr',
): CategoryChoice[] =>
  tree
    .filter((category) => category.id !== exceptId)
    .map((category) => ({ id: category.id, name: pickText(category.name, lang) }));
