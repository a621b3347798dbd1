import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { PreRegistrationStatus } from '../../shared/schemas/preRegistration';
import { type PreRegistrationRecord, statusColors } from './preRegistrationTypes';

/** yeni / arandı / kesinleşti / iptal as a coloured chip (the record's, or the one given). */
export function StatusChip({ status: given }: { status?: PreRegistrationStatus; label?: string }) {
  const record = useRecordContext<PreRegistrationRecord>();
  const translate = useTranslate();
  const status = given ?? record?.status;
  if (!status) return null;
  const { bg, fg } = statusColors[status];
  return (
    <Chip
      size="small"
      label={translate(`app.preRegistrations.statuses.${status}`)}
      sx={{ bgcolor: bg, color: fg, fontWeight: 600 }}
    />
  );
}
