import { CreateButton, Datagrid, SearchInput, SimpleList, TextField, usePermissions } from 'react-admin';
import { useRelativeTime } from '../common/useRelativeTime';
import { RelativeTimeField } from '../common/RelativeTimeField';
import { useIsSmall } from '../common/useIsSmall';
import { toPermissionList } from '../navigation/permissions';
import { StatusSelect } from './StatusSelect';
import { PriorityChip, StatusChip } from './SupportChips';
import { managerPermission, type SupportRecord } from './supportTypes';
import { CsvExportToolbar } from '../common/CsvExportButton';
import { exportSupportRequests } from './supportCsv';
import { PagedListScreen } from '../common/PagedListScreen';
import { EmptyListMessage } from '../common/EmptyListMessage';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const empty = <EmptyListMessage message="app.support.empty" padding={3} />;

/** Support requests with their status; an administrator sees everyone's and can change the status. */
export function SupportList() {
  const { permissions } = usePermissions();
  const manager = toPermissionList(permissions).includes(managerPermission);
  const isSmall = useIsSmall();
  const timeAgo = useRelativeTime();
  return (
    <PagedListScreen
      subtitle="app.support.subtitle"
      filters={filters}
      actions={
        <CsvExportToolbar>
          <CreateButton label="app.support.create" variant="contained" />
        </CsvExportToolbar>
      }
      exporter={exportSupportRequests}
      empty={false}
    >
      {isSmall ? (
        <SimpleList<SupportRecord>
          primaryText={(record) => record.subject}
          secondaryText={(record) => timeAgo(record.created_at)}
          rightIcon={() => <StatusChip />}
          rowClick="show"
          empty={empty}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false} empty={empty}>
          <TextField source="subject" sortable={false} />
          <PriorityChip label="resources.support.fields.priority" />
          {manager ? (
            <StatusSelect label="resources.support.fields.status" />
          ) : (
            <StatusChip label="resources.support.fields.status" />
          )}
          {manager && <TextField source="user_name" sortable={false} />}
          <RelativeTimeField source="created_at" label="resources.support.fields.created_at" />
        </Datagrid>
      )}
    </PagedListScreen>
  );
}
