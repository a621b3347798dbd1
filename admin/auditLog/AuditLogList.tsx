import { Box, Link, LinearProgress, Typography } from '@mui/material';
import type { MouseEvent } from 'react';
import {
  Datagrid,
  DateInput,
  FunctionField,
  SearchInput,
  SimpleList,
  TextInput,
  type TranslateFunction,
  useGetOne,
  useListContext,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { AuditEntry, AuditEntrySummary } from '../../shared/auditLog';
import { selectFilter } from '../common/selectFilter';
import { useIsSmall } from '../common/useIsSmall';
import {
  actionLabel,
  auditActions,
  auditResources,
  entryTime,
  resourceLabel,
  summaryText,
} from './auditLabels';
import { AuditDiffView } from './AuditDiffView';
import { changedFieldsText } from './auditEntryText';
import { PagedListScreen } from '../common/PagedListScreen';
import { FilteredEmptyListMessage } from '../common/EmptyListMessage';

function auditFilters(isSmall: boolean, translate: TranslateFunction, locale: string) {
  const resourceChoices = auditResources
    .map((id) => ({ id, name: resourceLabel(id, translate) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  const actionChoices = auditActions.map((id) => ({ id, name: actionLabel(id, translate) }));
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <TextInput key="user" source="user" label="app.auditLog.filters.user" alwaysOn helperText={false} />,
    selectFilter({
      source: 'resource',
      label: 'app.auditLog.filters.resource',
      choices: resourceChoices,
      translateChoice: false,
      alwaysOn: !isSmall,
      minWidth: 180,
    }),
    // The API's `record_id` filter (server/routes/admin/auditLog.ts): one record, usually with its resource.
    <TextInput
      key="record_id"
      source="record_id"
      label="app.auditLog.filters.record_id"
      alwaysOn={!isSmall}
      helperText={false}
      sx={{ width: 120 }}
    />,
    selectFilter({
      source: 'action',
      label: 'app.auditLog.filters.action',
      choices: actionChoices,
      translateChoice: false,
      alwaysOn: !isSmall,
    }),
    <DateInput
      key="from"
      source="from"
      label="app.auditLog.filters.from"
      alwaysOn={!isSmall}
      helperText={false}
    />,
    <DateInput key="to" source="to" label="app.auditLog.filters.to" alwaysOn={!isSmall} helperText={false} />,
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

/**
 * A row's record id ("#4"): narrows the list to that record of that resource (the other filters kept), without
 * opening the row.
 */
function RecordIdFilterLink({ entry }: { entry: AuditEntrySummary }) {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  if (!entry.record_id) return null;
  const recordId = entry.record_id;
  const apply = (event: MouseEvent) => {
    event.stopPropagation();
    setFilters(
      { ...filterValues, resource: entry.resource, record_id: recordId },
      { ...displayedFilters, resource: true, record_id: true },
    );
  };
  return (
    <Link
      component="button"
      type="button"
      variant="body2"
      onClick={apply}
      aria-label={translate('app.auditLog.only_record', {
        resource: resourceLabel(entry.resource, translate),
        id: recordId,
      })}
      sx={{ verticalAlign: 'baseline' }}
    >
      #{recordId}
    </Link>
  );
}

function Who({ entry }: { entry: AuditEntrySummary }) {
  return (
    <Box>
      <Typography variant="body2">{entry.user_name || '—'}</Typography>
      <Typography variant="caption" color="text.secondary">
        {entry.user_email}
      </Typography>
    </Box>
  );
}

function What({ entry, withAction = false }: { entry: AuditEntrySummary; withAction?: boolean }) {
  const translate = useTranslate();
  return (
    <>
      {resourceLabel(entry.resource, translate)}
      {entry.record_id && (
        <>
          {' '}
          <RecordIdFilterLink entry={entry} />
        </>
      )}
      {withAction && ` · ${actionLabel(entry.action, translate)}`}
    </>
  );
}

function Summary({ entry }: { entry: AuditEntrySummary }) {
  const translate = useTranslate();
  if (!entry.summary) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="div">
      {summaryText(entry.summary, translate)}
    </Typography>
  );
}

/**
 * Kayıt Geçmişi: every back office change, newest first, read-only; filtered by user, resource, record,
 * action and the days it happened. A row opens the fields it changed, before and after; its record id
 * narrows the list to that record. Texts in the panel's language, times in Istanbul time.
 */
const empty = <FilteredEmptyListMessage empty="app.auditLog.empty" filtered="app.auditLog.empty_filtered" />;

export function AuditLogList() {
  const isSmall = useIsSmall();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <PagedListScreen
      subtitle="app.auditLog.subtitle"
      filters={auditFilters(isSmall, translate, locale)}
      sort={{ field: 'created_at', order: 'DESC' }}
      exporter={false}
      empty={false}
    >
      {isSmall ? (
        <SimpleList<AuditEntrySummary>
          primaryText={(entry) => <What entry={entry} withAction />}
          secondaryText={(entry) =>
            [entry.user_name, summaryText(entry.summary, translate)].filter(Boolean).join(' · ')
          }
          tertiaryText={(entry) => entryTime(entry.created_at, locale)}
          linkType={false}
          empty={empty}
        />
      ) : (
        <Datagrid
          rowClick="expand"
          expand={<AuditEntryDetails />}
          bulkActionButtons={false}
          empty={empty}
          sx={{ '& .RaDatagrid-rowCell': { verticalAlign: 'top' } }}
        >
          <FunctionField<AuditEntrySummary>
            source="created_at"
            label="app.auditLog.columns.date"
            sortable={false}
            render={(entry) => entryTime(entry.created_at, locale)}
          />
          <FunctionField<AuditEntrySummary>
            source="user_name"
            label="app.auditLog.columns.user"
            sortable={false}
            render={(entry) => <Who entry={entry} />}
          />
          <FunctionField<AuditEntrySummary>
            source="action"
            label="app.auditLog.columns.action"
            sortable={false}
            render={(entry) => actionLabel(entry.action, translate)}
          />
          <FunctionField<AuditEntrySummary>
            source="resource"
            label="app.auditLog.columns.record"
            sortable={false}
            render={(entry) => (
              <Box>
                <Typography variant="body2">
                  <What entry={entry} />
                </Typography>
                <Summary entry={entry} />
              </Box>
            )}
          />
          <FunctionField<AuditEntrySummary>
            source="changes"
            label="app.auditLog.columns.changes"
            sortable={false}
            render={(entry) => changedFieldsText(entry, translate) || '—'}
          />
        </Datagrid>
      )}
    </PagedListScreen>
  );
}
