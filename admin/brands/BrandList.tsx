import type { AdminBrand } from '../../shared/schemas/brand';
import { RecordThumb } from '../catalogue/RecordThumb';
import { TitleWithPath } from '../catalogue/TitleWithPath';
import { ContentColumn } from '../common/ContentColumns';
import { ContentList } from '../common/ContentList';
import { ContentOrder } from '../common/ContentOrder';
import { ContentTable } from '../common/ContentTable';
import { exportBrands } from './brandCsv';
import { paths } from '../../shared/routes';

const Col = ContentColumn<AdminBrand>;

const logo = (record: AdminBrand) => (
  <RecordThumb url={record.logo_thumb_url} name={record.name} variant="rounded" />
);

function BrandTable() {
  return (
    <ContentTable<AdminBrand>
      phone={{
        leftAvatar: logo,
        primaryText: (record) => record.name,
        secondaryText: (record) => record.website || paths.brand(record.seo_name),
      }}
      flag="active"
    >
      <Col label="resources.brands.fields.logo" render={logo} />
      <Col
        source="name"
        label="resources.brands.fields.name"
        render={(record) => <TitleWithPath title={record.name} path={paths.brand(record.seo_name)} />}
      />
      <Col source="website" label="resources.brands.fields.website" />
    </ContentTable>
  );
}

/** The brands in the order the site shows them, drag-reordered as one list. */
function BrandOrder() {
  return (
    <ContentOrder<AdminBrand>
      resource="brands"
      avatar={logo}
      title={(record) => record.name}
      subtitle={(record) => record.website || paths.brand(record.seo_name)}
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
