import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { CreateButton, EditButton, useTranslate } from 'react-admin';
import type { AdminBrand } from '../../shared/schemas/brand';
import { RecordThumb } from '../catalogue/RecordThumb';
import { ScreenHeader } from '../catalogue/ScreenHeader';
import { ConfirmDeleteButton } from '../common/ConfirmDeleteButton';
import { CsvExportButton } from '../common/CsvExportButton';
import { SortableList } from '../common/SortableList';
import { exportBrands } from './brandCsv';
import { paths } from '../../shared/routes';

/** SPEC §2 pages.services.brands: the brands, drag-ordered as the site shows them. */
export function BrandList() {
  const translate = useTranslate();
  return (
    <Box sx={{ py: { xs: 2, md: 3 } }}>
      <ScreenHeader
        title="app.menu.routes.pages.services.brands"
        subtitle="app.common.drag_to_reorder"
        actions={
          <>
            <CsvExportButton resource="brands" exporter={exportBrands} />
            <CreateButton resource="brands" variant="contained" />
          </>
        }
      />
      <Card variant="outlined">
        <CardContent>
          <SortableList<AdminBrand>
            resource="brands"
            itemLabel={(record) => record.name}
            renderItem={(record) => (
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
                <RecordThumb url={record.logo_thumb_url} name={record.name} variant="rounded" />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }} noWrap>
                    {record.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" noWrap>
                    {record.website || paths.brand(record.seo_name)}
                  </Typography>
                </Box>
                {record.active === 0 && (
                  <Chip size="small" variant="outlined" label={translate('app.common.inactive')} />
                )}
              </Stack>
            )}
            actions={(record) => (
              <>
                <EditButton resource="brands" record={record} />
                <ConfirmDeleteButton resource="brands" record={record} />
              </>
            )}
          />
        </CardContent>
      </Card>
    </Box>
  );
}
