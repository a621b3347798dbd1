import { Box, LinearProgress, Typography } from '@mui/material';
import {
  Datagrid,
  DateInput,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TextInput,
  useGetOne,
  useRecordContext,
} from 'react-admin';
import type { AuditEntry, AuditEntrySummary } from '../../shared/auditLog';
import { formatTurkeyTime } from '../catalogue/turkeyTime';
import { useIsSmall } from '../common/useIsSmall';
import { actionLabel, actionLabels, resourceLabel, resourceLabels } from './auditLabels';
import { AuditDiffView } from './AuditDiffView';
import { changedFieldsText } from './auditEntryText';

const resourceChoices = Object.entries(resourceLabels)
  .map(([id, name]) => ({ id, name }))
  .sort((a, b) => a.name.localeCompare(b.name, 'tr'));
const actionChoices = Object.entries(actionLabels).map(([id, name]) => ({ id, name }));

function auditFilters(isSmall: boolean) {
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <TextInput key="user" source="user" label="Kullanıcı" alwaysOn helperText={false} />,
    <SelectInput
      key="resource"
      source="resource"
      label="Kaynak"
      choices={resourceChoices}
      alwaysOn={!isSmall}
      helperText={false}
      sx={{ minWidth: 180 }}
    />,
    <SelectInput
      key="action"
      source="action"
      label="İşlem"
      choices={actionChoices}
      alwaysOn={!isSmall}
      helperText={false}
      sx={{ minWidth: 160 }}
    />,
    <DateInput key="from" source="from" label="Başlangıç tarihi" alwaysOn={!isSmall} helperText={false} />,
    <DateInput key="to" source="to" label="Bitiş tarihi" alwaysOn={!isSmall} helperText={false} />,
  ];
}

/** An entry opened in the list: the record before and after (GET /audit-log/:id), changed fields only. */
function AuditEntryDetails() {
  const record = useRecordContext<AuditEntrySummary>();
  const { data, isPending } = useGetOne<AuditEntry>(
    'audit-log',
    { id: record?.id ?? 0 },
    { enabled: !!record },
  );
  if (isPending) return <LinearProgress />;
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <AuditDiffView before={data?.before} after={data?.after} />
    </Box>
  );
}

const who = (entry: AuditEntrySummary) => (
  <Box>
    <Typography variant="body2">{entry.user_name || '—'}</Typography>
    <Typography variant="caption" color="text.secondary">
      {entry.user_email}
    </Typography>
  </Box>
);

const what = (entry: AuditEntrySummary) => (
  <Box>
    <Typography variant="body2">
      {resourceLabel(entry.resource)}
      {entry.record_id ? ` #${entry.record_id}` : ''}
    </Typography>
    {entry.summary && (
      <Typography variant="caption" color="text.secondary">
        {entry.summary}
      </Typography>
    )}
  </Box>
);

/**
 * Kayıt Geçmişi: every back office change, newest first, read-only; filtered by user, resource, action and
 * the days it happened. A row opens the fields it changed, before and after.
 */
export function AuditLogList() {
  const isSmall = useIsSmall();
  return (
    <List
      filters={auditFilters(isSmall)}
      perPage={25}
      sort={{ field: 'created_at', order: 'DESC' }}
      exporter={false}
      empty={false}
    >
      {isSmall ? (
        <SimpleList<AuditEntrySummary>
          primaryText={(entry) =>
            `${resourceLabel(entry.resource)}${entry.record_id ? ` #${entry.record_id}` : ''} · ${actionLabel(entry.action)}`
          }
          secondaryText={(entry) => [entry.user_name, entry.summary].filter(Boolean).join(' · ')}
          tertiaryText={(entry) => formatTurkeyTime(entry.created_at)}
          linkType={false}
        />
      ) : (
        <Datagrid
          rowClick="expand"
          expand={<AuditEntryDetails />}
          bulkActionButtons={false}
          sx={{ '& .RaDatagrid-rowCell': { verticalAlign: 'top' } }}
        >
          <FunctionField<AuditEntrySummary>
            source="created_at"
            label="Tarih"
            sortable={false}
            render={(entry) => formatTurkeyTime(entry.created_at)}
          />
          <FunctionField<AuditEntrySummary>
            source="user_name"
            label="Kullanıcı"
            sortable={false}
            render={who}
          />
          <FunctionField<AuditEntrySummary>
            source="action"
            label="İşlem"
            sortable={false}
            render={(entry) => actionLabel(entry.action)}
          />
          <FunctionField<AuditEntrySummary> source="resource" label="Kayıt" sortable={false} render={what} />
          <FunctionField<AuditEntrySummary>
            source="changes"
            label="Değişen alanlar"
            sortable={false}
            render={(entry) => changedFieldsText(entry) || '—'}
          />
        </Datagrid>
      )}
    </List>
  );
}
