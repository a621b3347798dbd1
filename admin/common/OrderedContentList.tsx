import type { ReactNode } from 'react';
import type { Exporter, RaRecord } from 'react-admin';
import type { Publishable } from '../../shared/publishStatus';
import { ContentList } from './ContentList';
import { ContentOrder, type ContentOrderProps } from './ContentOrder';
import { ContentTable } from './ContentTable';

/** A record as one row: a phone's row of the list, and a row of the reorder view. */
export interface ContentRow<T> {
  /** The record's picture before its name. */
  avatar?: (record: T) => ReactNode;
  name: (record: T) => string;
  /** The line under the name. */
  line: (record: T) => ReactNode;
}

export interface OrderedContentListProps<T> {
  resource: string;
  /** The line under the heading (the heading is the menu's name for the screen). */
  subtitle: string;
  exporter?: Exporter;
  row: ContentRow<T>;
  /** Where the reorder view's row differs from the phone's (more chips, another line, its own empty text). */
  order?: Partial<Pick<ContentOrderProps<T>, 'subtitle' | 'chips' | 'empty'>>;
  /** What an empty list says (the reorder view too, unless `order.empty`). */
  empty?: ReactNode;
  /** The table's own columns, before the status. */
  children: ReactNode;
}

/**
 * A content list the site shows in the office's order (brands, instructors, open positions, testimonials,
 * client references): newest first by queue, the `active` flag as its status, and a drag-reorder view whose
 * rows read like the phone's. One place, so the table, the phone and the reorder view name a record alike.
 */
export function OrderedContentList<T extends RaRecord & Publishable>({
  resource,
  subtitle,
  exporter,
  row,
  order,
  empty,
  children,
}: OrderedContentListProps<T>) {
  return (
    <ContentList
      resource={resource}
      subtitle={subtitle}
      exporter={exporter}
      sort={{ field: 'queue', order: 'DESC' }}
      reorder={
        <ContentOrder<T>
          resource={resource}
          avatar={row.avatar}
          title={row.name}
          subtitle={row.line}
          empty={empty}
          {...order}
        />
      }
    >
      <ContentTable<T>
        phone={{ leftAvatar: row.avatar, primaryText: row.name, secondaryText: row.line }}
        flag="active"
        empty={empty}
      >
        {children}
      </ContentTable>
    </ContentList>
  );
}
