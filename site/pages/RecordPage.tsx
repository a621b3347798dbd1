import type { ReactNode } from 'react';
import { type QueryLike, QueryView } from '../ui/LoadState';
import { PageSkeleton } from './PageSkeleton';

/**
 * A detail page of the record its address names (a course, an instructor, a brand, a news item, a contract):
 * the page's skeleton while it loads, the site's 404 page for a name the API does not know, then the view.
 */
export function RecordPage<T>({
  query,
  children,
}: {
  query: QueryLike<T>;
  children: (record: T) => ReactNode;
}) {
  return (
    <QueryView query={query} loading={<PageSkeleton />} notFoundRedirect>
      {children}
    </QueryView>
  );
}
