import { Typography } from '@mui/material';
import {
  CreateButton,
  Datagrid,
  List,
  SearchInput,
  SimpleList,
  TextField,
  TopToolbar,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { useRelativeTime } from '../common/useRelativeTime';
import { RelativeTimeField } from '../common/RelativeTimeField';
import { useIsSmall } from '../common/useIsSmall';
import { toPermissionList } from '../navigation/permissions';
import { StatusSelect } from './StatusSelect';
import { PriorityChip, StatusChip } from './SupportChips';
import { managerPermission, type SupportRecord } from './supportTypes';
import { CsvExportButton } from '../common/CsvExportButton';
import { exportSupportRequests } from './supportCsv';
import { ListScreen } from '../common/ListScreen';
import { ListPagination } from '../common/ListPagination';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

function ListActions() {
  return (
    <TopToolbar>
      <CsvExportButton />
      <CreateButton label="app.support.create" variant="contained" />
    </TopToolbar>
  );
}

function Empty() {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ p: 3 }}>
      {translate('app.support.empty')}
    </Typography>
  );
}

/** Support requests with their status; an administrator sees everyone's and can change the status. */
export function SupportList() {
  const { permissions } = usePermissions();
  const manager = toPermissionList(permissions).includes(managerPermission);
  const isSmall = useIsSmall();
  const timeAgo = useRelativeTime();
  return (
    <ListScreen subtitle="app.support.subtitle">
      <List
        title={false}
        pagination={<ListPagination />}
        filters={filters}
        actions={<ListActions />}
        exporter={exportSupportRequests}
        perPage={25}
        empty={false}
      >
        {isSmall ? (
          <SimpleList<SupportRecord>
            primaryText={(record) => record.subject}
            secondaryText={(record) => timeAgo(record.created_at)}
            rightIcon={() => <StatusChip />}
            rowClick="show"
            empty={<Empty />}
          />
        ) : (
          <Datagrid rowClick="show" bulkActionButtons={false} empty={<Empty />}>
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
      </List>
    </ListScreen>
  );
}
