import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AdminOpenPosition } from '../../shared/schemas/openPosition';
import { pickText } from '../catalogue/translated';
import { ContentColumn } from '../common/ContentColumns';
import { ContentList } from '../common/ContentList';
import { ContentOrder } from '../common/ContentOrder';
import { RelativeTimeField } from '../common/RelativeTimeField';
import { ContentTable } from '../common/ContentTable';
import { EmptyListMessage } from '../common/EmptyListMessage';

const Col = ContentColumn<AdminOpenPosition>;

/** Where and how: "İstanbul · Tam zamanlı". */
function usePlace() {
  const translate = useTranslate();
  return (record: AdminOpenPosition) =>
    [record.location, translate(`app.openPositions.employment_types.${record.employment_type}`)]
      .filter(Boolean)
      .join(' · ');
}

function OpenPositionTable() {
  const translate = useTranslate();
  const placeOf = usePlace();
  return (
    <ContentTable<AdminOpenPosition>
      phone={{ primaryText: (record) => pickText(record.title), secondaryText: placeOf }}
      flag="active"
      empty={<EmptyListMessage message="app.openPositions.empty" />}
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
        render={(record) => translate(`app.openPositions.employment_types.${record.employment_type}`)}
      />
      <Col
        source="updated_at"
        label="app.common.updated_at"
        render={() => <RelativeTimeField source="updated_at" />}
      />
    </ContentTable>
  );
}

/** The positions in the order the careers page lists them, drag-reordered as one list. */
function OpenPositionOrder() {
  const translate = useTranslate();
  const placeOf = usePlace();
  return (
    <ContentOrder<AdminOpenPosition>
      resource="open-positions"
      title={(record) => pickText(record.title)}
      subtitle={placeOf}
      empty={<Typography color="text.secondary">{translate('app.openPositions.empty')}</Typography>}
    />
  );
}

/**
 * Issue 16: the careers page's open positions, searchable and sortable, with their status and a trash; the
 * reorder view drags them into the order the site lists them.
 */
export function OpenPositionList() {
  return (
    <ContentList
      resource="open-positions"
      title="app.menu.routes.openPositions"
      subtitle="app.openPositions.subtitle"
      sort={{ field: 'queue', order: 'DESC' }}
      reorder={<OpenPositionOrder />}
    >
      <OpenPositionTable />
    </ContentList>
  );
}
