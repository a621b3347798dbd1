import type { AdminBrand } from '../../shared/schemas/brand';
import { RecordThumb } from '../catalogue/RecordThumb';
import { TitleWithPath } from '../catalogue/TitleWithPath';
import { ContentColumn } from '../common/ContentColumns';
import { type ContentRow, OrderedContentList } from '../common/OrderedContentList';
import { exportBrands } from './brandCsv';
import { paths } from '../../shared/routes';

const Col = ContentColumn<AdminBrand>;

const logo = (record: AdminBrand) => (
  <RecordThumb url={record.logo_thumb_url} name={record.name} variant="rounded" />
);

/** A brand as one row: its logo, name, and website (else its page's address). */
const row: ContentRow<AdminBrand> = {
  avatar: logo,
  name: (record) => record.name,
  line: (record) => record.website || paths.brand(record.seo_name),
};

/**
 * SPEC §2 pages.services.brands: the brands, searchable and sortable, with their status and a trash; the
 * reorder view drags them into the order the site shows them.
 */
export function BrandList() {
  return (
    <OrderedContentList<AdminBrand>
      resource="brands"
      subtitle="app.brands.subtitle"
      exporter={exportBrands}
      row={row}
    >
      <Col label="resources.brands.fields.logo" render={logo} />
      <Col
        source="name"
        label="resources.brands.fields.name"
        render={(record) => <TitleWithPath title={record.name} path={paths.brand(record.seo_name)} />}
      />
      <Col source="website" label="resources.brands.fields.website" />
    </OrderedContentList>
  );
}
