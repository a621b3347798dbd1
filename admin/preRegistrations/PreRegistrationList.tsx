import { Box, Chip, Stack, Typography } from '@mui/material';
import {
  Datagrid,
  FunctionField,
  NumberField,
  type RaRecord,
  SimpleList,
  TextField,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { relativeTime } from '../../shared/relativeTime';
import { formatTurkeyTime } from '../catalogue/turkeyTime';
import { RelativeTimeField } from '../common/RelativeTimeField';
import { useIsSmall } from '../common/useIsSmall';
import { EmphasisText } from './EmphasisText';
import { exportPreRegistrations } from './preRegistrationCsv';
import { preRegistrationFilters } from './PreRegistrationFilters';
import type { PreRegistrationRecord } from './preRegistrationTypes';
import { StatusChip } from './StatusChip';
import { WaitlistActions, WaitlistState } from './WaitlistQueue';
import { CsvExportToolbar } from '../common/CsvExportButton';
import { PagedListScreen } from '../common/PagedListScreen';
import { FilteredEmptyListMessage } from '../common/EmptyListMessage';

/** New ones stand out: a tinted row with the course and the name in bold, besides their yellow 'Yeni' chip. */
const rowSx = (record: RaRecord) =>
  record.status === 'new'
    ? { bgcolor: 'action.hover', '& .MuiListItemText-primary': { fontWeight: 700 } }
    : {};

const sessionLine = (record: PreRegistrationRecord) =>
  [formatTurkeyTime(record.session_starts_at), record.session_place].filter(Boolean).join(' · ');

const empty = (
  <FilteredEmptyListMessage
    empty="app.preRegistrations.empty"
    filtered="app.preRegistrations.empty_filtered"
  />
);

/**
 * Ön Kayıtlar: the visitors' pre-registrations to course sessions, newest first, filtered by course,
 * session, status and the days they came in; a row opens the record, its pipeline and the office note.
 */
// eslint-disable-next-line max-lines-per-function -- a component: its markup reads top to bottom as the screen does
export function PreRegistrationList() {
  const isSmall = useIsSmall();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <PagedListScreen
      subtitle="app.preRegistrations.subtitle"
      filters={preRegistrationFilters(isSmall)}
      actions={<CsvExportToolbar />}
      exporter={exportPreRegistrations}
      sort={{ field: 'created_at', order: 'DESC' }}
      empty={false}
    >
      {isSmall ? (
        <SimpleList<PreRegistrationRecord>
          primaryText={(record) => record.name}
          secondaryText={(record) => (
            <>
              <Box component="span" sx={{ display: 'block' }}>
                {record.course_title}
              </Box>
              <WaitlistState record={record} />
              <Box component="span" sx={{ display: 'block' }}>
                {[
                  sessionLine(record),
                  translate('app.preRegistrations.people', { smart_count: record.participants }),
                  relativeTime(record.created_at, new Date(), locale === 'en' ? 'en' : 'tr'),
                ].join(' · ')}
              </Box>
            </>
          )}
          tertiaryText={() => <StatusChip />}
          // react-admin dims the tertiary text; the status chip keeps its own contrast.
          sx={{ '& .RaSimpleList-tertiary': { opacity: 1 } }}
          rowClick="edit"
          rowSx={rowSx}
          empty={empty}
        />
      ) : (
        <Datagrid rowClick="edit" rowSx={rowSx} bulkActionButtons={false} empty={empty}>
          <EmphasisText
            source="course_title"
            label="resources.pre-registrations.fields.course_title"
            sortable={false}
          />
          <FunctionField<PreRegistrationRecord>
            source="session_starts_at"
            sortable={false}
            render={(record) => (
              <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                {formatTurkeyTime(record.session_starts_at)}
              </Typography>
            )}
          />
          <TextField source="session_place" sortable={false} />
          <EmphasisText source="name" label="resources.pre-registrations.fields.name" sortable={false} />
          <TextField source="company" sortable={false} emptyText="—" />
          <NumberField source="participants" sortable={false} />
          <FunctionField<PreRegistrationRecord>
            source="waitlist"
            sortable={false}
            render={(record) =>
              record.waitlist ? (
                <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                  <Chip size="small" variant="outlined" label={translate('app.preRegistrations.waitlist')} />
                  <WaitlistState record={record} />
                  <WaitlistActions compact />
                </Stack>
              ) : null
            }
          />
          <StatusChip label="resources.pre-registrations.fields.status" />
          <RelativeTimeField
            source="created_at"
            label="resources.pre-registrations.fields.created_at"
            sortable={false}
          />
        </Datagrid>
      )}
    </PagedListScreen>
  );
}
