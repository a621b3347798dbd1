import { Box } from '@mui/material';
import {
  CreateButton,
  Datagrid,
  EmailField,
  FunctionField,
  SearchInput,
  SimpleList,
  TextField,
  useTranslate,
} from 'react-admin';
import { useIsSmall } from '../common/useIsSmall';
import { ActiveChip } from './ActiveChip';
import { ActiveToggleButton } from './ActiveToggleButton';
import { ResetPasswordButton } from './ResetPasswordButton';
import { ResetTwoStepButton } from './ResetTwoStepButton';
import type { UserRecord } from './userTypes';
import { CsvExportToolbar } from '../common/CsvExportButton';
import { exportUsers } from './userCsv';
import { useRoleName } from './roleName';
import { PagedListScreen } from '../common/PagedListScreen';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

function RowActions(_props: { label?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 0.5 }}>
      <ResetPasswordButton />
      <ResetTwoStepButton />
      <ActiveToggleButton />
    </Box>
  );
}

/** The people who can sign in to the back office, with their role group. */
export function UserList() {
  const isSmall = useIsSmall();
  const roleName = useRoleName();
  const translate = useTranslate();
  return (
    <PagedListScreen
      subtitle="app.users.subtitle"
      filters={filters}
      actions={
        <CsvExportToolbar>
          <CreateButton label="app.users.create" />
        </CsvExportToolbar>
      }
      exporter={exportUsers}
    >
      {isSmall ? (
        <SimpleList<UserRecord>
          primaryText={(record) => record.name}
          secondaryText={(record) => record.email}
          tertiaryText={(record) => roleName(record.role_group)}
          rightIcon={() => <ActiveChip />}
          rowClick="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="name" sortable={false} />
          <EmailField source="email" sortable={false} />
          <FunctionField<UserRecord>
            label="resources.users.fields.role_group"
            render={(record) => roleName(record.role_group)}
          />
          <ActiveChip label="resources.users.fields.active" />
          <FunctionField<UserRecord>
            label="app.two_step.column"
            render={(record) => translate(record.two_step_enabled ? 'app.two_step.on' : 'app.two_step.off')}
          />
          <RowActions label="" />
        </Datagrid>
      )}
    </PagedListScreen>
  );
}
