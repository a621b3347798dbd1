import type { AdminClientReference } from '../../shared/schemas/testimonial';
import { RecordThumb } from '../catalogue/RecordThumb';
import { ContentColumn } from '../common/ContentColumns';
import { ContentList } from '../common/ContentList';
import { ContentOrder } from '../common/ContentOrder';
import { ContentTable } from '../common/ContentTable';
import { EmptyListMessage } from '../common/EmptyListMessage';

const Col = ContentColumn<AdminClientReference>;

const logo = (record: AdminClientReference) => (
  <RecordThumb url={record.logo_thumb_url} name={record.name} variant="rounded" />
);

const empty = <EmptyListMessage message="app.clientReferences.empty" />;

function ClientReferenceTable() {
  return (
    <ContentTable<AdminClientReference>
      phone={{
        leftAvatar: logo,
        primaryText: (record) => record.name,
        secondaryText: (record) => record.url,
      }}
      flag="active"
      empty={empty}
    >
      <Col label="resources.client-references.fields.logo" render={logo} />
      <Col source="name" label="resources.client-references.fields.name" />
      <Col source="url" label="resources.client-references.fields.url" />
    </ContentTable>
  );
}

/** The companies in the order the home page's strip shows them, drag-reordered as one list. */
function ClientReferenceOrder() {
  return (
    <ContentOrder<AdminClientReference>
      resource="client-references"
      avatar={logo}
      title={(record) => record.name}
      subtitle={(record) => record.url}
      empty={empty}
    />
  );
}

/**
 * Issue 32: the companies of the home page's "Referanslarımız" strip, searchable and sortable, with their
 * status and a trash; the reorder view drags them into the order the strip shows them.
 */
export function ClientReferenceList() {
  return (
    <ContentList
      resource="client-references"
      title="app.menu.routes.pages.clientReferences"
      subtitle="app.clientReferences.subtitle"
      sort={{ field: 'queue', order: 'DESC' }}
      reorder={<ClientReferenceOrder />}
    >
      <ClientReferenceTable />
    </ContentList>
  );
}
