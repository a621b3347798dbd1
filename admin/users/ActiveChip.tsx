import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** Active / inactive as a coloured chip (users, languages). */
export function ActiveChip(_props: { label?: string; source?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const active = record.active === 1 || record.active === true;
  return (
    <Chip
      size="small"
      color={active ? 'success' : 'default'}
      variant={active ? 'filled' : 'outlined'}
      label={translate(active ? 'app.common.active' : 'app.common.inactive')}
    />
  );
}
