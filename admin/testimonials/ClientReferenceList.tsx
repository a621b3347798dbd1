import type { AdminClientReference } from '../../shared/schemas/testimonial';
import { RecordThumb } from '../catalogue/RecordThumb';
import { ContentColumn } from '../common/ContentColumns';
import { EmptyListMessage } from '../common/EmptyListMessage';
import { type ContentRow, OrderedContentList } from '../common/OrderedContentList';

const Col = ContentColumn<AdminClientReference>;

const logo = (record: AdminClientReference) => (
  <RecordThumb url={record.logo_thumb_url} name={record.name} variant="rounded" />
);

/** A company as one row: its logo, name and website. */
const row: ContentRow<AdminClientReference> = {
  avatar: logo,
  name: (record) => record.name,
  line: (record) => record.url,
};

/**
 * Issue 32: the companies of the home page's "Referanslarımız" strip, searchable and sortable, with their
 * status and a trash; the reorder view drags them into the order the strip shows them.
 */
export function ClientReferenceList() {
  return (
    <OrderedContentList<AdminClientReference>
      resource="client-references"
      subtitle="app.clientReferences.subtitle"
      row={row}
      empty={<EmptyListMessage message="app.clientReferences.empty" />}
    >
      <Col label="resources.client-references.fields.logo" render={logo} />
      <Col source="name" label="resources.client-references.fields.name" />
      <Col source="url" label="resources.client-references.fields.url" />
    </OrderedContentList>
  );
}
