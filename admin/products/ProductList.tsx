import { Chip } from '@mui/material';
import { SelectInput, useTranslate } from 'react-admin';
import { type AdminProductListItem, defaultProductSection } from '../../shared/schemas/product';
import { translatedTitleWithPath } from '../catalogue/TitleWithPath';
import { formatTurkeyTime } from '../catalogue/turkeyTime';
import { pickText } from '../catalogue/translated';
import { categoryChoices } from '../categories/categoryChoices';
import { useCategoryTree } from '../categories/useCategoryTree';
import { ContentColumn } from '../common/ContentColumns';
import { ContentList } from '../common/ContentList';
import { ContentTable } from '../common/ContentTable';
import { exportProducts } from './productCsv';
import { ProductCover } from './ProductCover';
import { ProductOrder } from './ProductOrder';
import { paths } from '../../shared/routes';

const Col = ContentColumn<AdminProductListItem>;

function useCategoryFilter() {
  const { data = [], isPending } = useCategoryTree();
  return [
    <SelectInput
      key="category_id"
      source="category_id"
      label="resources.products.fields.category_id"
      choices={categoryChoices(data)}
      isPending={isPending}
      emptyText="app.products.all_categories"
      alwaysOn
      sx={{ minWidth: 220 }}
    />,
  ];
}

function PopularChip({ record }: { record: AdminProductListItem }) {
  const translate = useTranslate();
  if (record.is_popular !== 1) return null;
  return <Chip size="small" color="warning" label={translate('app.products.popular')} />;
}

function ProductTable() {
  const translate = useTranslate();
  return (
    <ContentTable<AdminProductListItem>
      flag="is_published"
      phone={{
        leftAvatar: (record) => <ProductCover url={record.cover_url} size={48} />,
        primaryText: (record) => pickText(record.title),
        secondaryText: (record) => pickText(record.category_name),
      }}
      phoneBelow="md"
      afterStatus={
        <Col
          source="is_popular"
          label="app.products.popular"
          render={(record) => <PopularChip record={record} />}
        />
      }
    >
      <Col label="app.products.cover" render={(record) => <ProductCover url={record.cover_url} />} />
      <Col
        source="title"
        label="resources.products.fields.title"
        render={translatedTitleWithPath(paths.course)}
      />
      <Col
        source="category_name"
        label="resources.products.fields.category_id"
        render={(record) => pickText(record.category_name)}
      />
      <Col
        source="next_session_at"
        label="app.products.next_session"
        render={(record) =>
          record.next_session_at
            ? formatTurkeyTime(record.next_session_at)
            : translate('app.products.no_session')
        }
      />
    </ContentTable>
  );
}

/**
 * SPEC §2 pages.educations (the training calendar): courses of the `educations` section, paged from 1,
 * searchable, sortable and filtered by category, with their status and a trash; a second view
 * drag-reorders the whole section.
 */
export function ProductList() {
  return (
    <ContentList
      resource="products"
      title="app.menu.routes.pages.educations"
      subtitle="app.products.subtitle"
      searchPlaceholder="app.products.search"
      filters={useCategoryFilter()}
      exporter={exportProducts}
      sort={{ field: 'queue', order: 'DESC' }}
      perPage={20}
      reorder={<ProductOrder section={defaultProductSection} />}
    >
      <ProductTable />
    </ContentList>
  );
}
