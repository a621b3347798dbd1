import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { type RaRecord, SimpleList } from 'react-admin';
import type { Publishable } from '../../shared/publishStatus';
import { ContentRowActions } from './ContentRowActions';
import { useTrashView } from './contentLists';
import { usePublishStatusLabel } from './PublishStatusChip';

/**
 * A content list on a phone: one row per record, its status (Yayında / Taslak / …) after its title; a row
 * opens the record, except in the trash, where the row carries "Geri Al" and "Kalıcı Olarak Sil".
 */
export interface ContentSimpleListProps<T> {
  primaryText: (record: T) => ReactNode;
  secondaryText?: (record: T) => ReactNode;
  /**
   * A line of its own under the secondary text (a contract's "3 days ago"). Beside the status it made the
   * floated status too wide for a phone: the title ran into it and the address wrapped in a narrow column.
   */
  detailText?: (record: T) => string;
  leftAvatar?: (record: T) => ReactNode;
}

export function ContentSimpleList<T extends RaRecord & Publishable>({
  primaryText,
  secondaryText,
  detailText,
  leftAvatar,
}: ContentSimpleListProps<T>) {
  const trash = useTrashView();
  const statusOf = usePublishStatusLabel();
  return (
    <SimpleList<T>
      rowClick={trash ? false : 'edit'}
      leftAvatar={leftAvatar}
      primaryText={primaryText}
      secondaryText={
        detailText
          ? (record) => (
              <>
                {secondaryText?.(record)}
                <Box component="span" sx={{ display: 'block' }}>
                  {detailText(record)}
                </Box>
              </>
            )
          : secondaryText
      }
      tertiaryText={statusOf}
      rightIcon={trash ? () => <ContentRowActions /> : undefined}
    />
  );
}
