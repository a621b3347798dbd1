import { Pagination, useListContext, useTranslate } from 'react-admin';

const pageSizes = [10, 25, 50, 100];

/**
 * react-admin's pagination with the list's own page size always among the choices of "Sayfa başına kayıt".
 * React-admin offers 5, 10, 25 and 50, so a list of 20 a page (courses, news) showed an empty selector.
 * 100 is the most the API's paged lists answer (server/routes/admin/listQuery.ts).
 */
export function ListPagination() {
  const { perPage, error } = useListContext();
  const translate = useTranslate();
  const choices = [...new Set([...pageSizes, perPage])].sort((a, b) => a - b);
  // On a phone react-admin leaves MUI's English page-button names ("Go to next page"): ours in the panel's
  // language on every screen size (issue 30).
  const button = (type: 'next' | 'previous') => {
    const label = translate(`ra.navigation.${type}`);
    return { 'aria-label': label, title: label };
  };
  // A failed request has no pages: react-admin would count "1-25 / 25" of nothing.
  if (error) return null;
  return (
    <Pagination
      rowsPerPageOptions={choices}
      slotProps={{ actions: { previousButton: button('previous'), nextButton: button('next') } }}
    />
  );
}
