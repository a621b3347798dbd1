import { Box, Stack, Typography } from '@mui/material';
import { DataTable, EditButton, useTranslate } from 'react-admin';
import type { AdminOpenPosition } from '../../shared/schemas/openPosition';
import { pickText } from '../catalogue/translated';
import { ContentBulkActions } from '../common/ContentBulkActions';
import { ContentColumn, StatusColumn } from '../common/ContentColumns';
import { ContentList } from '../common/ContentList';
import { ContentRowActions } from '../common/ContentRowActions';
import { ContentSimpleList } from '../common/ContentSimpleList';
import { PublishStatusChip } from '../common/PublishStatusChip';
import { RelativeTimeField } from '../common/RelativeTimeField';
import { SortableList } from '../common/SortableList';
import { TrashButton } from '../common/TrashButton';
import { useIsSmall } from '../common/useIsSmall';

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
  if (useIsSmall()) {
    return (
      <ContentSimpleList<AdminOpenPosition>
        primaryText={(record) => pickText(record.title)}
        secondaryText={placeOf}
      />
    );
  }
  return (
    <DataTable
      rowClick="edit"
      bulkActionButtons={<ContentBulkActions />}
      empty={
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {translate('app.openPositions.empty')}
        </Typography>
      }
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
      <StatusColumn<AdminOpenPosition> flag="active" />
      <Col label="" align="right" render={() => <ContentRowActions />} />
    </DataTable>
  );
}

/** The positions in the order the careers page lists them, drag-reordered as one list. */
function OpenPositionOrder() {
  const translate = useTranslate();
  const placeOf = usePlace();
  return (
    <SortableList<AdminOpenPosition>
      resource="open-positions"
      itemLabel={(record) => pickText(record.title)}
      empty={<Typography color="text.secondary">{translate('app.openPositions.empty')}</Typography>}
      renderItem={(record) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }} noWrap>
              {pickText(record.title)}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {placeOf(record)}
            </Typography>
          </Box>
          <PublishStatusChip record={record} />
        </Stack>
      )}
      actions={(record) => (
        <>
          <EditButton resource="open-positions" record={record} />
          <TrashButton resource="open-positions" record={record} />
        </>
      )}
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
