import { Box, Stack, Typography } from '@mui/material';
import { DataTable, EditButton } from 'react-admin';
import type { AdminBrand } from '../../shared/schemas/brand';
import { RecordThumb } from '../catalogue/RecordThumb';
import { TitleWithPath } from '../catalogue/TitleWithPath';
import { ContentBulkActions } from '../common/ContentBulkActions';
import { ContentColumn, StatusColumn } from '../common/ContentColumns';
import { ContentList } from '../common/ContentList';
import { ContentRowActions } from '../common/ContentRowActions';
import { ContentSimpleList } from '../common/ContentSimpleList';
import { PublishStatusChip } from '../common/PublishStatusChip';
import { SortableList } from '../common/SortableList';
import { TrashButton } from '../common/TrashButton';
import { useIsSmall } from '../common/useIsSmall';
import { exportBrands } from './brandCsv';
import { paths } from '../../shared/routes';

const Col = ContentColumn<AdminBrand>;

const logo = (record: AdminBrand) => (
  <RecordThumb url={record.logo_thumb_url} name={record.name} variant="rounded" />
);

function BrandTable() {
  if (useIsSmall()) {
    return (
      <ContentSimpleList<AdminBrand>
        leftAvatar={logo}
        primaryText={(record) => record.name}
        secondaryText={(record) => record.website || paths.brand(record.seo_name)}
      />
    );
  }
  return (
    <DataTable rowClick="edit" bulkActionButtons={<ContentBulkActions />}>
      <Col label="resources.brands.fields.logo" render={logo} />
      <Col
        source="name"
        label="resources.brands.fields.name"
        render={(record) => <TitleWithPath title={record.name} path={paths.brand(record.seo_name)} />}
      />
      <Col source="website" label="resources.brands.fields.website" />
      <StatusColumn<AdminBrand> flag="active" />
      <Col label="" align="right" render={() => <ContentRowActions />} />
    </DataTable>
  );
}

/** The brands in the order the site shows them, drag-reordered as one list. */
function BrandOrder() {
  return (
    <SortableList<AdminBrand>
      resource="brands"
      itemLabel={(record) => record.name}
      renderItem={(record) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          {logo(record)}
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }} noWrap>
              {record.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {record.website || paths.brand(record.seo_name)}
            </Typography>
          </Box>
          <PublishStatusChip record={record} />
        </Stack>
      )}
      actions={(record) => (
        <>
          <EditButton resource="brands" record={record} />
          <TrashButton resource="brands" record={record} />
        </>
      )}
    />
  );
}

/**
 * SPEC §2 pages.services.brands: the brands, searchable and sortable, with their status and a trash; the
 * reorder view drags them into the order the site shows them.
 */
export function BrandList() {
  return (
    <ContentList
      resource="brands"
      title="app.menu.routes.pages.services.brands"
      subtitle="app.brands.subtitle"
      exporter={exportBrands}
      sort={{ field: 'queue', order: 'DESC' }}
      reorder={<BrandOrder />}
    >
      <BrandTable />
    </ContentList>
  );
}
