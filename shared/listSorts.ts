/*
 * Which columns each content list of the back office can be sorted by (issue 28), keyed by its API path under
 * /api/admin. The server sorts only by these (`?sort=<field>&order=ASC|DESC`; anything else is ignored and the
 * list keeps its default order); the panel makes exactly these columns sortable.
 *
 * Field names are those of the list's records. A translated field ({ tr, en }) sorts by its Turkish text,
 * with Turkish collation (Ç after C, İ after I, Ş after S…); names and titles compare case-insensitively.
 * Records that tie keep the list's default order.
 */

export type SortOrder = 'ASC' | 'DESC';

export interface ListSort {
  field: string;
  order: SortOrder;
}

/** The time a record was moved to the trash: sortable in every list that has a trash. */
const trashed = 'deleted_at';

export const sortableFields: Readonly<Record<string, readonly string[]>> = {
  news: ['title', 'published_at', 'active', trashed],
  products: [
    'queue',
    'title',
    'category_name',
    'next_session_at',
    'is_published',
    'is_popular',
    'updated_at',
    trashed,
  ],
  instructors: ['queue', 'name', 'title', 'active', trashed],
  brands: ['queue', 'name', 'website', 'active', trashed],
  categories: ['queue', 'name', 'active', 'product_count', trashed],
  contracts: ['queue', 'name', 'created_at', 'updated_at', trashed],
  'open-positions': [
    'queue',
    'title',
    'location',
    'employment_type',
    'active',
    'created_at',
    'updated_at',
    trashed,
  ],
  testimonials: ['queue', 'person_name', 'active', trashed],
  'client-references': ['queue', 'name', 'url', 'active', trashed],
};

/**
 * The order of each list when none (or an unknown field) is asked for. Drag-ordered lists keep their drag
 * order (queue, highest first); news is newest first. A list of the trash (`trashed=1`) is newest deleted
 * first instead (trashListSort).
 */
export const defaultSorts: Readonly<Record<string, ListSort>> = {
  news: { field: 'published_at', order: 'DESC' },
  products: { field: 'queue', order: 'DESC' },
  instructors: { field: 'queue', order: 'DESC' },
  brands: { field: 'queue', order: 'DESC' },
  categories: { field: 'queue', order: 'DESC' },
  contracts: { field: 'queue', order: 'DESC' },
  'open-positions': { field: 'queue', order: 'DESC' },
  testimonials: { field: 'queue', order: 'DESC' },
  'client-references': { field: 'queue', order: 'DESC' },
};

/** The default order of any list of the trash: the latest moved there first. */
export const trashListSort: ListSort = { field: trashed, order: 'DESC' };

/** Whether `field` is one a list can be sorted by (an unknown list has none). */
export const isSortable = (resource: string, field: string): boolean =>
  Object.hasOwn(sortableFields, resource) && (sortableFields[resource] ?? []).includes(field);
