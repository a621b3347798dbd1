import { Pagination, useListContext } from 'react-admin';

const pageSizes = [10, 25, 50, 100];

/**
 * react-admin's pagination with the list's own page size always among the choices of "Sayfa başına kayıt".
 * React-admin offers 5, 10, 25 and 50, so a list of 20 a page (courses, news) showed an empty selector.
 * 100 is the most the API's paged lists answer (server/routes/admin/listQuery.ts).
 */
export function ListPagination() {
  const { perPage } = useListContext();
  const choices = [...new Set([...pageSizes, perPage])].sort((a, b) => a - b);
  return <Pagination rowsPerPageOptions={choices} />;
}
