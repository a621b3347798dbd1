import {
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  SearchInput,
  SimpleList,
  TextField,
  TopToolbar,
} from 'react-admin';
import type { Translated } from '../../shared/types';
import { pickText } from '../catalogue/translated';
import { useRelativeTime } from '../common/useRelativeTime';
import { useIsSmall } from '../common/useIsSmall';
import { ConfirmDeleteButton } from '../common/ConfirmDeleteButton';
import { RelativeTimeField } from '../common/RelativeTimeField';
import { paths } from '../../shared/routes';
import { CsvExportButton } from '../common/CsvExportButton';
import { exportContracts } from './contractCsv';
import { ListScreen } from '../common/ListScreen';
import { ListPagination } from '../common/ListPagination';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

function ListActions() {
  return (
    <TopToolbar>
      <CsvExportButton />
      <CreateButton label="app.contracts.create" />
    </TopToolbar>
  );
}

/** The legal texts linked from the site's footer. */
export function ContractList() {
  const isSmall = useIsSmall();
  const timeAgo = useRelativeTime();
  return (
    <ListScreen subtitle="app.contracts.subtitle">
      <List
        title={false}
        pagination={<ListPagination />}
        filters={filters}
        actions={<ListActions />}
        exporter={exportContracts}
        perPage={25}
        sort={{ field: 'queue', order: 'DESC' }}
      >
        {isSmall ? (
          <SimpleList
            primaryText={(record) => pickText(record.name as Translated)}
            secondaryText={(record) => paths.contract(record.seo_name)}
            tertiaryText={(record) => timeAgo(record.updated_at)}
            rowClick="edit"
          />
        ) : (
          <Datagrid rowClick="edit" bulkActionButtons={false}>
            <FunctionField
              source="name"
              sortable={false}
              render={(record) => pickText(record.name as Translated)}
            />
            <TextField source="seo_name" sortable={false} sx={{ fontFamily: 'monospace' }} />
            <RelativeTimeField source="updated_at" label="resources.contracts.fields.updated_at" />
            <ConfirmDeleteButton />
          </Datagrid>
        )}
      </List>
    </ListScreen>
  );
}
