import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { PreRegistrationRecord } from './preRegistrationTypes';

/** A text column that is bold while the pre-registration is still new (nobody has called yet). */
export function EmphasisText({
  source,
}: {
  source: 'name' | 'course_title';
  label?: string;
  sortable?: boolean;
}) {
  const record = useRecordContext<PreRegistrationRecord>();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2" sx={{ fontWeight: record.status === 'new' ? 700 : 400 }}>
      {record[source]}
    </Typography>
  );
}
