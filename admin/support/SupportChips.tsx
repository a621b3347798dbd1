import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { priorityColors, statusColors, type SupportRecord } from './supportTypes';

export function PriorityChip(_props: { label?: string }) {
  const record = useRecordContext<SupportRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={priorityColors[record.priority]}
      label={translate(`app.support.priorities.${record.priority}`)}
    />
  );
}

export function StatusChip(_props: { label?: string }) {
  const record = useRecordContext<SupportRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={statusColors[record.status]}
      label={translate(`app.support.statuses.${record.status}`)}
    />
  );
}
