import { Stack, Typography } from '@mui/material';
import { EditButton } from 'react-admin';
import type { AdminProductListItem } from '../../shared/schemas/product';
import { pickText } from '../catalogue/translated';
import { SortableList } from '../common/SortableList';
import { ProductCover } from './ProductCover';
import { ProductStatus } from './ProductStatus';

/**
 * Every course of the section in one drag-reorderable list: a drop saves the whole section's order in one
 * request (PUT /products/queue with section and queue), so the order is never taken from one page only.
 */
export function ProductOrder({ section }: { section: string }) {
  return (
    <SortableList<AdminProductListItem>
      resource="products"
      filter={{ section }}
      scope={{ section }}
      itemLabel={(record) => pickText(record.title)}
      renderItem={(record) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <ProductCover url={record.cover_url} size={48} />
          <Typography sx={{ fontWeight: 600, flex: 1, minWidth: 0 }} noWrap>
            {pickText(record.title)}
          </Typography>
          <ProductStatus record={record} />
        </Stack>
      )}
      actions={(record) => <EditButton resource="products" record={record} />}
    />
  );
}
