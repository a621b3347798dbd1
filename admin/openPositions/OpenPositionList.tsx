import { useTranslate } from 'react-admin';
import type { AdminOpenPosition } from '../../shared/schemas/openPosition';
import { pickText } from '../catalogue/translated';
import { ContentColumn } from '../common/ContentColumns';
import { EmptyListMessage } from '../common/EmptyListMessage';
import { OrderedContentList } from '../common/OrderedContentList';
import { RelativeTimeField } from '../common/RelativeTimeField';

const Col = ContentColumn<AdminOpenPosition>;

/**
 * Issue 16: the careers page's open positions, searchable and sortable, with their status and a trash; the
 * reorder view drags them into the order the site lists them.
 */
export function OpenPositionList() {
  const translate = useTranslate();
  const employmentOf = (record: AdminOpenPosition) =>
    translate(`app.openPositions.employment_types.${record.employment_type}`);
  return (
    <OrderedContentList<AdminOpenPosition>
      resource="open-positions"
      subtitle="app.openPositions.subtitle"
      row={{
        name: (record) => pickText(record.title),
        // Where and how: "İstanbul · Tam zamanlı".
        line: (record) => [record.location, employmentOf(record)].filter(Boolean).join(' · '),
      }}
      empty={<EmptyListMessage message="app.openPositions.empty" />}
      // In the reorder view the text stands unpadded, like SortableList's own empty text.
      order={{ empty: <EmptyListMessage message="app.openPositions.empty" padding={0} /> }}
    >
      <Col
        source="title"
        label="resources.open-positions.fields.title"
        render={(record) => pickText(record.title)}
      />
      <Col source="location" label="resources.open-positions.fields.location" />
      <Col
        source="employment_type"
        label="resources.open-positions.fields.employment_type"
        render={employmentOf}
      />
      <Col
        source="updated_at"
        label="app.common.updated_at"
        render={() => <RelativeTimeField source="updated_at" />}
      />
    </OrderedContentList>
  );
}
