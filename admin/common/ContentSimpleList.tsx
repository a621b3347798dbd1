import type { ReactNode } from 'react';
import { type RaRecord, SimpleList } from 'react-admin';
import type { Publishable } from '../../shared/publishStatus';
import { ContentRowActions } from './ContentRowActions';
import { useTrashView } from './contentLists';
import { usePublishStatusLabel } from './PublishStatusChip';

/**
 * A content list on a phone: one line per record with its status (Yayında / Taslak / …) under its texts; a
 * row opens the record, except in the trash, where the row carries "Geri Al" and "Kalıcı Olarak Sil".
 */
export interface ContentSimpleListProps<T> {
  primaryText: (record: T) => ReactNode;
  secondaryText?: (record: T) => ReactNode;
  /** A short text after the status on the same line (a contract's "3 days ago"). */
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
      secondaryText={secondaryText}
      tertiaryText={(record) => [statusOf(record), detailText?.(record)].filter(Boolean).join(' · ')}
      rightIcon={trash ? () => <ContentRowActions /> : undefined}
    />
  );
}
