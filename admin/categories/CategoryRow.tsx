import { Box, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { AdminCategory } from '../../shared/schemas/category';
import { pickText } from '../catalogue/translated';
import { PublishStatusChip } from '../common/PublishStatusChip';

/** What a category's row shows: its names, address and how many courses it holds. */
export function CategoryRow({ category, actions }: { category: AdminCategory; actions: ReactNode }) {
  const translate = useTranslate();
  const english = category.name.en;
  // A main category counts the courses of its sub-categories too; deleting it still needs it empty.
  const courses = category.sub_categories.reduce(
    (sum, child) => sum + child.product_count,
    category.product_count,
  );
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 0.5, sm: 1 }}
      sx={{ alignItems: { sm: 'center' }, minWidth: 0 }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {pickText(category.name)}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {english ? `${english} · ` : ''}
          {category.seo_name}
        </Typography>
      </Box>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexShrink: 0, flexWrap: 'wrap' }}>
        <PublishStatusChip record={category} />
        <Chip
          size="small"
          color={courses > 0 ? 'primary' : 'default'}
          variant="outlined"
          label={translate('app.categories.course_count', { smart_count: courses })}
        />
        {actions}
      </Stack>
    </Stack>
  );
}
