import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { CreateButton, EditButton, useTranslate } from 'react-admin';
import type { AdminOpenPosition } from '../../shared/schemas/openPosition';
import { ScreenHeader } from '../catalogue/ScreenHeader';
import { ConfirmDeleteButton } from '../common/ConfirmDeleteButton';
import { SortableList } from '../common/SortableList';

/** Issue 16: the careers page's open positions, drag-ordered as the site lists them. */
export function OpenPositionList() {
  const translate = useTranslate();
  return (
    <Box sx={{ py: { xs: 2, md: 3 } }}>
      <ScreenHeader
        title="app.menu.routes.openPositions"
        subtitle="app.common.drag_to_reorder"
        actions={<CreateButton resource="open-positions" variant="contained" />}
      />
      <Card variant="outlined">
        <CardContent>
          <SortableList<AdminOpenPosition>
            resource="open-positions"
            itemLabel={(record) => record.title.tr ?? ''}
            empty={<Typography color="text.secondary">{translate('app.openPositions.empty')}</Typography>}
            renderItem={(record) => (
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }} noWrap>
                    {record.title.tr}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" noWrap>
                    {[
                      record.location,
                      translate(`app.openPositions.employment_types.${record.employment_type}`),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                </Box>
                {record.active === 0 && (
                  <Chip size="small" variant="outlined" label={translate('app.common.inactive')} />
                )}
              </Stack>
            )}
            actions={(record) => (
              <>
                <EditButton resource="open-positions" record={record} />
                <ConfirmDeleteButton resource="open-positions" record={record} />
              </>
            )}
          />
        </CardContent>
      </Card>
    </Box>
  );
}
