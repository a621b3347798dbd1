import { MenuItem, TextField } from '@mui/material';
import type { MouseEvent } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { type SupportStatus, supportStatuses } from '../../shared/schemas/support';
import { useRecordAction } from '../common/useRecordAction';
import type { SupportRecord } from './supportTypes';

/** An administrator moves a request along: open → in progress → closed (PUT /support/:id/status). */
export function StatusSelect(_props: { label?: string }) {
  const record = useRecordContext<SupportRecord>();
  const translate = useTranslate();
  const { mutate, isPending } = useRecordAction('support', 'status', (status: SupportStatus) => ({
    id: record?.id,
    data: { status },
  }));
  if (!record) return null;
  return (
    <TextField
      select
      variant="outlined"
      size="small"
      value={record.status}
      disabled={isPending}
      onClick={(event: MouseEvent) => event.stopPropagation()}
      onChange={(event) => mutate(event.target.value as SupportStatus)}
      slotProps={{
        htmlInput: { 'aria-label': translate('app.support.status_of', { subject: record.subject }) },
      }}
      sx={{ minWidth: 140 }}
    >
      {supportStatuses.map((status) => (
        <MenuItem key={status} value={status}>
          {translate(`app.support.statuses.${status}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
