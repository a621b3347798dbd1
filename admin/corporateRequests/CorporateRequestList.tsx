import { Datagrid, DateInput, NumberField, SearchInput, SimpleList, TextField } from 'react-admin';
import { type AdminCorporateRequest, corporateRequestStatuses } from '../../shared/schemas/corporateRequest';
import { CsvExportToolbar } from '../common/CsvExportButton';
import { FilteredEmptyListMessage } from '../common/EmptyListMessage';
import { PagedListScreen } from '../common/PagedListScreen';
import { RelativeTimeField } from '../common/RelativeTimeField';
import { selectFilter } from '../common/selectFilter';
import { useIsSmall } from '../common/useIsSmall';
import { exportCorporateRequests } from './corporateRequestCsv';
import { StatusChip } from './StatusChip';

/** Search, status and the days they came in; on a phone the dates are added from "Filtre Ekle". */
const corporateRequestFilters = (isSmall: boolean) => [
  <SearchInput key="q" source="q" alwaysOn />,
  selectFilter({
    source: 'status',
    choices: corporateRequestStatuses.map((id) => ({ id, name: `app.corporateRequests.statuses.${id}` })),
    alwaysOn: true,
  }),
  <DateInput key="from" source="from" alwaysOn={!isSmall} helperText={false} />,
  <DateInput key="to" source="to" alwaysOn={!isSmall} helperText={false} />,
];

const empty = (
  <FilteredEmptyListMessage
    empty="app.corporateRequests.empty"
    filtered="app.corporateRequests.empty_filtered"
  />
);

/** Kurumsal Talepler: companies' training requests, newest first; a row opens the record and its pipeline. */
export function CorporateRequestList() {
  const isSmall = useIsSmall();
  return (
    <PagedListScreen
      subtitle="app.corporateRequests.subtitle"
      filters={corporateRequestFilters(isSmall)}
      actions={<CsvExportToolbar />}
      exporter={exportCorporateRequests}
      sort={{ field: 'created_at', order: 'DESC' }}
      empty={false}
    >
      {isSmall ? (
        <SimpleList<AdminCorporateRequest>
          primaryText={(record) => record.company}
          secondaryText={(record) => `${record.name} · ${record.participants} · ${record.topics}`}
          tertiaryText={() => <StatusChip />}
          rowClick="edit"
          empty={empty}
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false} empty={empty}>
          <TextField source="company" sortable={false} />
          <TextField source="name" sortable={false} />
          <NumberField source="participants" sortable={false} />
          <TextField source="topics" sortable={false} />
          <TextField source="city" sortable={false} emptyText="—" />
          <StatusChip label="resources.corporate-requests.fields.status" />
          <RelativeTimeField
            source="created_at"
            label="resources.corporate-requests.fields.created_at"
            sortable={false}
          />
        </Datagrid>
      )}
    </PagedListScreen>
  );
}
