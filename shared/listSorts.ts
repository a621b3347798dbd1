import { type ListSort, type SortOrder, adminResources } from './adminResources.js';

/*
 * Which columns each content list of the back office can be sorted by (issue 28), keyed by its API path under
 * /api/admin, as the registry declares them (`sorts`). The server sorts only by these
 * (`?sort=<field>&order=ASC|DESC`; anything else is ignored and the list keeps its default order); the panel
 * makes exactly these columns sortable.
 *
 * Field names are those of the list's records. A translated field ({ tr, en }) sorts by its Turkish text,
 * with Turkish collation (Ç after C, İ after I, Ş after S…); names and titles compare case-insensitively.
 * Records that tie keep the list's default order.
 */

export type { ListSort, SortOrder };

/** The time a record was moved to the trash: sortable in every list that has a trash. */
const trashed = 'deleted_at';

/** Each list's sortable fields and default order: the registry's `sorts` (shared/adminResources.ts). */
const declared = adminResources.flatMap((entry) => ('sorts' in entry ? [entry] : []));

export const sortableFields: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  declared.map((entry) => [
    entry.resource,
    [...entry.sorts.fields, ...('trash' in entry && entry.trash ? [trashed] : [])],
  ]),
);

/**
 * The order of each list when none (or an unknown field) is asked for. Drag-ordered lists keep their drag
 * order (queue, highest first); news is newest first. A list of the trash (`trashed=1`) is newest deleted
 * first instead (trashListSort).
 */
export const defaultSorts: Readonly<Record<string, ListSort>> = Object.fromEntries(
  declared.map((entry) => [entry.resource, entry.sorts.default]),
);

/** The default order of any list of the trash: the latest moved there first. */
export const trashListSort: ListSort = { field: trashed, order: 'DESC' };

/** Whether `field` is one a list can be sorted by (an unknown list has none). */
export const isSortable = (resource: string, field: string): boolean =>
  Object.hasOwn(sortableFields, resource) && (sortableFields[resource] ?? []).includes(field);
