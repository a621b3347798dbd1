import { useListContext } from 'react-admin';
import { isSortable } from '../../shared/listSorts';
import { endpointsOf } from '../dataProvider/resources';

/*
 * What the content lists (issue 28: news, courses, instructors, brands, categories, contracts, open positions)
 * share: the filter that shows the trash, and the columns the server sorts by (shared/listSorts.ts).
 */

/** The list filter that asks the server for the records of the trash only (GET /<path>?trashed=1). */
export const trashFilter = { trashed: 1 } as const;

/** Whether a list's filter shows the trash. */
export const isTrashFilter = (filter: Record<string, unknown> | undefined) =>
  filter?.trashed === 1 || filter?.trashed === '1';

/** Whether the surrounding list shows the trash. */
export function useTrashView(): boolean {
  const { filterValues } = useListContext();
  return isTrashFilter(filterValues);
}

/** Whether the server sorts `resource`'s list by `field` (its whitelist is keyed by the API path). */
export const canSortBy = (resource: string, field: string | undefined) =>
  field !== undefined && isSortable(endpointsOf(resource).path, field);
