import { Box } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { InboxItem } from './inboxTypes';

/** The dot before an unread item (with its name for screen readers). */
export function UnreadMark(_props: { label?: string }) {
  const record = useRecordContext<InboxItem>();
  const translate = useTranslate();
  if (!record) return null;
  const unread = record.check === 0;
  return (
    <Box
      component="span"
      role="img"
      aria-label={translate(unread ? 'app.inbox.unread' : 'app.inbox.read')}
      title={translate(unread ? 'app.inbox.unread' : 'app.inbox.read')}
      sx={{
        display: 'inline-block',
        width: 10,
        height: 10,
        borderRadius: '50%',
        bgcolor: unread ? 'primary.main' : 'transparent',
        border: unread ? 0 : 1,
        borderColor: 'divider',
      }}
    />
  );
}
