import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { EditButton, type RaRecord } from 'react-admin';
import type { Publishable } from '../../shared/publishStatus';
import { PublishStatusChip } from './PublishStatusChip';
import { SortableList } from './SortableList';
import { TrashButton } from './TrashButton';

export interface ContentOrderProps<T> {
  resource: string;
  /** The record's name: the row's heading and what the drag handle announces. */
  title: (record: T) => string;
  /** The line under the name. */
  subtitle: (record: T) => ReactNode;
  /** The record's picture before its name. */
  avatar?: (record: T) => ReactNode;
  /** More chips after the status (hidden on phones, where the row has no room for them). */
  chips?: (record: T) => ReactNode;
  empty?: ReactNode;
}

/**
 * The drag-reorder view of a content list (brands, instructors, open positions): the whole list in the order
 * the site shows it, each row with its picture, name, a line under it, its status, and buttons to edit it or
 * move it to the trash.
 */
export function ContentOrder<T extends RaRecord & Publishable>({
  resource,
  title,
  subtitle,
  avatar,
  chips,
  empty,
}: ContentOrderProps<T>) {
  return (
    <SortableList<T>
      resource={resource}
      itemLabel={title}
      empty={empty}
      renderItem={(record) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          {avatar?.(record)}
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }} noWrap>
              {title(record)}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {subtitle(record)}
            </Typography>
          </Box>
          {chips ? (
            <Stack direction="row" spacing={0.5} sx={{ display: { xs: 'none', sm: 'flex' } }}>
              <PublishStatusChip record={record} />
              {chips(record)}
            </Stack>
          ) : (
            <PublishStatusChip record={record} />
          )}
        </Stack>
      )}
      actions={(record) => (
        <>
          <EditButton resource={resource} record={record} />
          <TrashButton resource={resource} record={record} />
        </>
      )}
    />
  );
}
