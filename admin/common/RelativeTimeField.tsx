import { Tooltip, Typography } from '@mui/material';
import { useLocaleState, useRecordContext } from 'react-admin';
import { formatDateTime, relativeTime } from '../../shared/relativeTime';

/** A timestamp as SPEC §9 writes it ("5 dakika önce", else "D.M.YYYY - hh:mm"), the full date on hover. */
export function RelativeTimeField({ source }: { source: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  const value = record?.[source] as string | undefined;
  if (!value) return null;
  const date = new Date(value);
  return (
    <Tooltip title={formatDateTime(date)}>
      <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {relativeTime(date, new Date(), locale === 'en' ? 'en' : 'tr')}
      </Typography>
    </Tooltip>
  );
}
