import { Stack, Typography } from '@mui/material';
import {
  DataTable,
  type DataTableColumnProps,
  type RaRecord,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import type { Publishable } from '../../shared/publishStatus';
import { canSortBy, useTrashView } from './contentLists';
import { PublishStatusChip } from './PublishStatusChip';
import { useRelativeTime } from './useRelativeTime';

/**
 * A content list's column, sortable exactly when the server sorts by its `source` (shared/listSorts.ts);
 * `disableSort` still turns it off.
 */
export function ContentColumn<T extends RaRecord>(props: DataTableColumnProps<T>) {
  const resource = useResourceContext();
  const sortable = resource !== undefined && canSortBy(resource, props.source);
  return <DataTable.Col<T> {...props} disableSort={props.disableSort ?? !sortable} />;
}

function TrashedAt({ record }: { record: Publishable }) {
  const translate = useTranslate();
  const timeAgo = useRelativeTime();
  if (!record.deleted_at) return null;
  return (
    <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
      {translate('app.trash.trashed_at', { time: timeAgo(record.deleted_at) })}
    </Typography>
  );
}

/**
 * The status column (Yayında / Taslak / Zamanlanmış / Çöpte): sorted by the record's publish flag (`flag`:
 * active or is_published) on the records, by the time it was moved there in the trash, which it also shows.
 */
export function StatusColumn<T extends RaRecord & Publishable>({
  flag,
}: {
  flag?: 'active' | 'is_published';
}) {
  const trash = useTrashView();
  return (
    <ContentColumn<T>
      source={trash ? 'deleted_at' : flag}
      label="app.trash.status"
      disableSort={trash || flag ? undefined : true}
      render={(record) => (
        <Stack spacing={0.25} sx={{ alignItems: 'flex-start' }}>
          <PublishStatusChip record={record} />
          <TrashedAt record={record} />
        </Stack>
      )}
    />
  );
}
