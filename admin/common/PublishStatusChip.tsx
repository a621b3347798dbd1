import { Chip, type ChipProps } from '@mui/material';
import { useCallback } from 'react';
import { type RaRecord, useLocaleState, useRecordContext } from 'react-admin';
import {
  type Publishable,
  type PublishStatus,
  publishStatusLabels,
  publishStatusOf,
} from '../../shared/publishStatus';

const looks: Record<PublishStatus, Pick<ChipProps, 'color' | 'variant'>> = {
  published: { color: 'success', variant: 'filled' },
  scheduled: { color: 'info', variant: 'filled' },
  draft: { color: 'default', variant: 'outlined' },
  trashed: { color: 'error', variant: 'outlined' },
};

/** A content record's status word (Yayında / Taslak / Zamanlanmış / Çöpte) in the panel's language. */
export function usePublishStatusLabel() {
  const [locale] = useLocaleState();
  return useCallback(
    (record: Publishable) => publishStatusLabels[publishStatusOf(record)][locale === 'en' ? 'en' : 'tr'],
    [locale],
  );
}

/**
 * Where a content record stands for a visitor (shared/publishStatus.ts), as a chip: the lists' status column.
 * A future-dated news item says "Zamanlanmış", not "Aktif".
 */
export function PublishStatusChip({ record: recordProp }: { record?: Publishable }) {
  const contextRecord = useRecordContext<RaRecord & Publishable>();
  const labelOf = usePublishStatusLabel();
  const record = recordProp ?? contextRecord;
  if (!record) return null;
  return <Chip size="small" label={labelOf(record)} {...looks[publishStatusOf(record)]} />;
}
