import { Alert, AlertTitle } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { RestoreButton } from './RestoreButton';
import { useRelativeTime } from './useRelativeTime';

/**
 * On the edit page of a record in the trash (`deleted_at` set): says so, and since when, with "Geri Al"
 * (the record reads again without it once restored). Nothing for a live record.
 */
export function TrashedBanner() {
  const record = useRecordContext<{ id: number; deleted_at?: string | null }>();
  const translate = useTranslate();
  const timeAgo = useRelativeTime();
  if (!record?.deleted_at) return null;
  return (
    <Alert severity="warning" action={<RestoreButton variant="outlined" />} sx={{ m: 2, mb: 0 }}>
      <AlertTitle>{translate('app.trash.in_trash')}</AlertTitle>
      {translate('app.trash.trashed_at', { time: timeAgo(record.deleted_at) })} ·{' '}
      {translate('app.trash.in_trash_hint')}
    </Alert>
  );
}
