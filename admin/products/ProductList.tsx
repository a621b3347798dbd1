import SwapVertIcon from '@mui/icons-material/SwapVert';
import ViewListIcon from '@mui/icons-material/ViewList';
import { Box, Button, Card, CardContent, Stack, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import {
  CreateButton,
  DataTable,
  EditButton,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  useTranslate,
  TopToolbar,
} from 'react-admin';
import { type AdminProductListItem, defaultProductSection } from '../../shared/schemas/product';
import { TitleWithPath } from '../catalogue/TitleWithPath';
import { ScreenHeader } from '../catalogue/ScreenHeader';
import { formatTurkeyTime } from '../catalogue/turkeyTime';
import { pickText } from '../catalogue/translated';
import { categoryChoices } from '../categories/categoryChoices';
import { useCategoryTree } from '../categories/useCategoryTree';
import { ConfirmDeleteButton } from '../common/ConfirmDeleteButton';
import { ListPagination } from '../common/ListPagination';
import { CsvExportButton } from '../common/CsvExportButton';
import { exportProducts } from './productCsv';
import { ProductCover } from './ProductCover';
import { ProductOrder } from './ProductOrder';
import { ProductStatus } from './ProductStatus';
import { paths } from '../../shared/routes';

const Col = DataTable.Col<AdminProductListItem>;

function useFilters() {
  const translate = useTranslate();
  const { data = [], isPending } = useCategoryTree();
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('app.products.search')} />,
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

function ProductTable() {
  const translate = useTranslate();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  if (small) {
    return (
      <SimpleList<AdminProductListItem>
        linkType="edit"
        leftAvatar={(record) => <ProductCover url={record.cover_url} size={48} />}
        primaryText={(record) => pickText(record.title)}
        secondaryText={(record) => pickText(record.category_name)}
        tertiaryText={(record) =>
          translate(record.is_published === 1 ? 'app.products.published' : 'app.products.draft')
        }
      />
    );
  }
  return (
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <Col
        label="app.products.cover"
        disableSort
        render={(record) => <ProductCover url={record.cover_url} />}
      />
      <Col
        source="title"
        label="resources.products.fields.title"
        disableSort
        render={(record) => (
          <TitleWithPath title={pickText(record.title)} path={paths.course(record.seo_name)} />
        )}
      />
      <Col
        source="category_name"
        label="resources.products.fields.category_id"
        disableSort
        render={(record) => pickText(record.category_name)}
      />
      <Col
        source="next_session_at"
        label="app.products.next_session"
        disableSort
        render={(record) =>
          record.next_session_at
            ? formatTurkeyTime(record.next_session_at)
            : translate('app.products.no_session')
        }
      />
      <Col
        label="app.products.status"
        disableSort
        render={(record) => <ProductStatus published={record.is_published} popular={record.is_popular} />}
      />
      <Col
        label=""
        disableSort
        align="right"
        render={() => (
          <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
            <EditButton />
            <ConfirmDeleteButton />
          </Stack>
        )}
      />
    </DataTable>
  );
}

/**
 * SPEC §2 pages.educations (the training calendar): courses of the `educations` section, paged from 1,
 * searchable and filtered by category; a second view drag-reorders the whole section.
 */
export function ProductList() {
  const translate = useTranslate();
  const filters = useFilters();
  const [ordering, setOrdering] = useState(false);
  return (
    <Box sx={{ py: { xs: 2, md: 3 } }}>
      <ScreenHeader
        title="app.menu.routes.pages.educations"
        subtitle={ordering ? 'app.common.drag_to_reorder' : 'app.products.subtitle'}
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={ordering ? <ViewListIcon /> : <SwapVertIcon />}
              onClick={() => setOrdering((value) => !value)}
            >
              {translate(ordering ? 'app.products.back_to_list' : 'app.products.reorder')}
            </Button>
            <CreateButton resource="products" variant="contained" />
          </>
        }
      />
      {ordering ? (
        <Card variant="outlined">
          <CardContent>
            <ProductOrder section={defaultProductSection} />
          </CardContent>
        </Card>
      ) : (
        <List<AdminProductListItem>
          resource="products"
          title={false}
          actions={
            <TopToolbar>
              <CsvExportButton />
            </TopToolbar>
          }
          exporter={exportProducts}
          filters={filters}
          pagination={<ListPagination />}
          perPage={20}
          sort={{ field: 'queue', order: 'DESC' }}
        >
          <ProductTable />
        </List>
      )}
    </Box>
  );
}
