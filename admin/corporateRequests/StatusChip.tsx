import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AdminCorporateRequest } from '../../shared/schemas/corporateRequest';
import { statusColors } from './statusColors';

/** yeni / arandı / teklif verildi / kapandı as a coloured chip. */
export function StatusChip(_props: { label?: string }) {
  const record = useRecordContext<AdminCorporateRequest>();
  const translate = useTranslate();
  if (!record) return null;
  const { bg, fg } = statusColors[record.status] ?? statusColors.closed;
  return (
    <Chip
      size="small"
      label={translate(`app.corporateRequests.statuses.${record.status}`)}
      sx={{ bgcolor: bg, color: fg, fontWeight: 600 }}
    />
  );
}
