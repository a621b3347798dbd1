import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AdminProductListItem } from '../../shared/schemas/product';
import { PublishStatusChip } from '../common/PublishStatusChip';

/** Where the course stands (Yayında / Taslak / Çöpte) and the popular mark, as small chips. */
export function ProductStatus({ record }: { record: AdminProductListItem }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      <PublishStatusChip record={record} />
      {record.is_popular === 1 && (
        <Chip size="small" color="warning" label={translate('app.products.popular')} />
      )}
    </Stack>
  );
}
