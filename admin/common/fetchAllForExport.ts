import type { DataProvider, RaRecord, SortPayload } from 'react-admin';

/*
 * What an export downloads: every record the list's filters select, not only the first page. The API caps
 * a page at 100 records (server/routes/admin/listQuery.ts pageQuery), so react-admin's one request for 1,000
 * would quietly stop at 100: the pages are read one after another instead, up to `maxRecords`.
 */
export const exportPageSize = 100;
export const exportMaxRecords = 10_000;

export async function fetchAllForExport<T extends RaRecord>(
  dataProvider: Pick<DataProvider, 'getList'>,
  resource: string,
  { filter = {}, sort }: { filter?: Record<string, unknown>; sort?: SortPayload },
  maxRecords = exportMaxRecords,
): Promise<T[]> {
  const records: T[] = [];
  for (let page = 1; records.length < maxRecords; page++) {
    const { data, total } = await dataProvider.getList<T>(resource, {
      filter,
      // No sort: the server's own order (a drag-ordered list's order, as the site shows it).
      ...(sort ? { sort } : {}),
      pagination: { page, perPage: exportPageSize },
    });
    records.push(...data);
    const known = typeof total === 'number' ? total : undefined;
    // A short page is the last one; so is reaching the announced total.
    if (data.length < exportPageSize || (known !== undefined && records.length >= known)) break;
  }
  return records.slice(0, maxRecords);
}
