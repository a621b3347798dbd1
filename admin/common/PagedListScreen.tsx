import { List, type ListProps, type RaRecord } from 'react-admin';
import { ListLoadError } from './EmptyListMessage';
import { ListPagination } from './ListPagination';
import { ListScreen } from './ListScreen';

/**
 * A list screen whose records come a page at a time: ListScreen's heading over react-admin's List (no title
 * of its own, so the name is not set twice), 25 a page with the panel's pagination, and a failed request said
 * as such (ListLoadError). The rest is the List's.
 */
export function PagedListScreen<RecordType extends RaRecord = RaRecord>({
  subtitle,
  ...listProps
}: ListProps<RecordType> & { subtitle: string }) {
  return (
    <ListScreen subtitle={subtitle}>
      <List<RecordType>
        title={false}
        pagination={<ListPagination />}
        perPage={25}
        error={<ListLoadError />}
        {...listProps}
      />
    </ListScreen>
  );
}
