import {
  Alert,
  Box,
  Card,
  CardContent,
  MenuItem,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { CreateButton, useTranslate } from 'react-admin';
import { ScreenHeader } from '../catalogue/ScreenHeader';
import { CategoryTree } from './CategoryTree';
import { categorySections } from './categoryChoices';
import { useCategoryTree } from './useCategoryTree';

/** SPEC §2 pages.educations.categories: the category tree of a section, drag-ordered. */
export function CategoryList() {
  const translate = useTranslate();
  const [section, setSection] = useState<string>(categorySections[0].id);
  const { data, isPending, error, refetch } = useCategoryTree(section);

  return (
    <Box sx={{ py: { xs: 2, md: 3 } }}>
      <ScreenHeader
        title="app.menu.routes.pages.educations.categories"
        subtitle="app.categories.subtitle"
        actions={<CreateButton resource="categories" variant="contained" state={{ record: { section } }} />}
      />
      <Card variant="outlined">
        <CardContent>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
          >
            <TextField
              select
              size="small"
              label={translate('app.categories.section')}
              value={section}
              onChange={(event) => setSection(event.target.value)}
              sx={{ minWidth: 220 }}
            >
              {categorySections.map((choice) => (
                <MenuItem key={choice.id} value={choice.id}>
                  {translate(choice.name)}
                </MenuItem>
              ))}
            </TextField>
            <Typography variant="body2" color="text.secondary">
              {translate('app.common.drag_to_reorder')}
            </Typography>
          </Stack>
          {error ? (
            <Alert severity="error">{translate('app.notification.server_error')}</Alert>
          ) : isPending ? (
            <Stack spacing={1}>
              {[0, 1, 2].map((key) => (
                <Skeleton key={key} variant="rounded" height={72} />
              ))}
            </Stack>
          ) : data && data.length > 0 ? (
            <CategoryTree section={section} tree={data} refetch={refetch} />
          ) : (
            <Typography color="text.secondary">{translate('app.common.empty')}</Typography>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
