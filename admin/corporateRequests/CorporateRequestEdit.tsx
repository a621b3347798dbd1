import { Box, Link, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatConsentVersion } from '../../shared/consentNotice';
import {
  type AdminCorporateRequest,
  corporateRequestStatuses,
  corporateRequestUpdateLimits,
  corporateRequestUpdateSchema,
} from '../../shared/schemas/corporateRequest';
import { formatTurkeyTime } from '../catalogue/turkeyTime';
import { RequestEdit } from '../common/RequestEdit';
import { RequiredSelectInput } from '../common/RequiredSelectInput';
import { yupValidate } from '../common/yupValidate';
import { StatusChip } from './StatusChip';

const validate = yupValidate(corporateRequestUpdateSchema);

/** What the company sent, read-only; React escapes every text, nothing typed becomes markup. */
function Details() {
  const record = useRecordContext<AdminCorporateRequest>();
  const translate = useTranslate();
  if (!record) return null;
  const field = (name: string) => translate(`resources.corporate-requests.fields.${name}`);
  const rows: [string, string | number | null][] = [
    ['name', record.name],
    ['phone', record.phone],
    ['participants', record.participants],
    ['topics', record.topics],
    ['preferred_dates', record.preferred_dates],
    ['city', record.city],
    ['online', translate(`app.corporateRequests.online_${record.online ? 'yes' : 'no'}`)],
    ['note', record.note],
    ['created_at', formatTurkeyTime(record.created_at)],
    [
      'consent_version',
      formatConsentVersion(record.consent_version, translate('app.corporateRequests.locale')),
    ],
    ['consent_at', formatTurkeyTime(record.consent_at)],
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2, width: '100%', mb: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography component="h1" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
          {record.company}
        </Typography>
        <StatusChip />
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
          columnGap: 3,
          rowGap: 1,
          m: 0,
          '& dt': { color: 'text.secondary', fontSize: 14 },
          '& dd': { m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
        }}
      >
        <dt>{field('email')}</dt>
        <dd>
          <Link href={`mailto:${record.email}`}>{record.email}</Link>
        </dd>
        {rows.map(([name, value]) => (
          <Box component="div" key={name} sx={{ display: 'contents' }}>
            <dt>{field(name)}</dt>
            <dd>{value === null || value === '' ? '—' : value}</dd>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * One corporate request: the company's details and consent (read-only), the pipeline (new → called →
 * offered, or closed) and the office's note.
 */
export function CorporateRequestEdit() {
  return (
    <RequestEdit
      validate={validate}
      ownerNoteHint="app.corporateRequests.owner_note_hint"
      ownerNoteMaxLength={corporateRequestUpdateLimits.ownerNote}
    >
      <Details />
      <RequiredSelectInput
        source="status"
        choices={corporateRequestStatuses.map((id) => ({
          id,
          name: `app.corporateRequests.statuses.${id}`,
        }))}
        helperText="app.corporateRequests.pipeline_hint"
      />
    </RequestEdit>
  );
}
