import type { ReactNode } from 'react';
import { DataTable, type RaRecord } from 'react-admin';
import type { Publishable } from '../../shared/publishStatus';
import { ContentBulkActions } from './ContentBulkActions';
import { ContentColumn, StatusColumn } from './ContentColumns';
import { ContentRowActions } from './ContentRowActions';
import { ContentSimpleList, type ContentSimpleListProps } from './ContentSimpleList';
import { useIsSmall } from './useIsSmall';

export interface ContentTableProps<T> {
  /** The record's publish flag, which the status column sorts by; none for contracts and categories. */
  flag?: 'active' | 'is_published';
  /** Whether the selected rows can be published (contracts have no flag: they can only go to the trash). */
  publishable?: boolean;
  /** A row opens the record's edit screen, unless the list says otherwise. */
  rowClick?: 'edit' | false;
  /** What an empty list says; react-admin's "no results" by default. */
  empty?: ReactNode;
  /** The record's own columns, before the status. */
  children: ReactNode;
  /** Columns between the status and the row's buttons (the courses' popular chip). */
  afterStatus?: ReactNode;
  /** What a phone shows instead of the table: one line per record (see ContentSimpleList). */
  phone?: ContentSimpleListProps<T>;
  /** Below which breakpoint `phone` replaces the table: phones ('sm') by default, 'md' for the widest tables. */
  phoneBelow?: 'sm' | 'md';
}

/**
 * The table of a content list (issue 28): the record's columns, then its status (and in the trash since
 * when), then the row's buttons; the selected rows get the bulk actions of the view (records or trash).
 * Given a `phone` line, a phone-sized screen (with `phoneBelow="md"`, a tablet too) gets that simple list
 * instead.
 */
export function ContentTable<T extends RaRecord & Publishable>({
  flag,
  publishable = true,
  rowClick = 'edit',
  empty,
  children,
  afterStatus,
  phone,
  phoneBelow = 'sm',
}: ContentTableProps<T>) {
  const small = useIsSmall(phoneBelow);
  if (small && phone) return <ContentSimpleList<T> {...phone} />;
  return (
    <DataTable<T>
      rowClick={rowClick}
      bulkActionButtons={<ContentBulkActions publishable={publishable} />}
      empty={empty}
    >
      {children}
      <StatusColumn<T> flag={flag} />
      {afterStatus}
      <ContentColumn<T> label="" align="right" render={() => <ContentRowActions />} />
    </DataTable>
  );
}
