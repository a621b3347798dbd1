import { CreateButton, type RaRecord } from 'react-admin';
import type { Translated } from '../../shared/types';
import { pickText } from '../catalogue/translated';
import { ContentColumn } from '../common/ContentColumns';
import { ContentList } from '../common/ContentList';
import { ContentTable } from '../common/ContentTable';
import { RelativeTimeField } from '../common/RelativeTimeField';
import { useRelativeTime } from '../common/useRelativeTime';
import { paths } from '../../shared/routes';
import { exportContracts } from './contractCsv';

interface ContractRow extends RaRecord {
  name: Translated;
  seo_name: string;
  updated_at: string;
  deleted_at?: string | null;
}

const Col = ContentColumn<ContractRow>;

function ContractTable() {
  const timeAgo = useRelativeTime();
  // Contracts have no publish flag: the selected rows can only go to the trash.
  return (
    <ContentTable<ContractRow>
      phone={{
        primaryText: (record) => pickText(record.name),
        secondaryText: (record) => paths.contract(record.seo_name),
        detailText: (record) => timeAgo(record.updated_at),
      }}
      publishable={false}
    >
      <Col source="name" label="resources.contracts.fields.name" render={(record) => pickText(record.name)} />
      <Col source="seo_name" label="resources.contracts.fields.seo_name" sx={{ fontFamily: 'monospace' }} />
      <Col
        source="updated_at"
        label="resources.contracts.fields.updated_at"
        render={() => <RelativeTimeField source="updated_at" />}
      />
    </ContentTable>
  );
}

/** The legal texts linked from the site's footer, searchable and sortable, with a trash. */
export function ContractList() {
  return (
    <ContentList
      resource="contracts"
      title="app.menu.routes.contracts"
      subtitle="app.contracts.subtitle"
      exporter={exportContracts}
      sort={{ field: 'queue', order: 'DESC' }}
      create={<CreateButton resource="contracts" label="app.contracts.create" variant="contained" />}
    >
      <ContractTable />
    </ContentList>
  );
}
