import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Published or draft, and the popular mark, as small chips. */
export function ProductStatus({ published, popular }: { published: number; popular: number }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      <Chip
        size="small"
        color={published === 1 ? 'success' : 'default'}
        variant={published === 1 ? 'filled' : 'outlined'}
        label={translate(published === 1 ? 'app.products.published' : 'app.products.draft')}
      />
      {popular === 1 && <Chip size="small" color="warning" label={translate('app.products.popular')} />}
    </Stack>
  );
}
