import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { InboxItem } from './inboxTypes';

/** A text column of the inbox: bold while the item is unread. */
export function InboxText({
  source,
}: {
  source: 'name' | 'subject' | 'position';
  label?: string;
  sortable?: boolean;
}) {
  const record = useRecordContext<InboxItem>();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2" sx={{ fontWeight: record.check === 0 ? 700 : 400 }}>
      {record[source] ?? ''}
    </Typography>
  );
}
