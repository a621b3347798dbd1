import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { CreateButton, EditButton, useTranslate } from 'react-admin';
import type { AdminInstructor } from '../../shared/schemas/instructor';
import { RecordThumb } from '../catalogue/RecordThumb';
import { ScreenHeader } from '../catalogue/ScreenHeader';
import { pickText } from '../catalogue/translated';
import { ConfirmDeleteButton } from '../common/ConfirmDeleteButton';
import { CsvExportButton } from '../common/CsvExportButton';
import { SortableList } from '../common/SortableList';
import { exportInstructors } from './instructorCsv';

/** SPEC §2 pages.educations.instructors: every instructor, drag-ordered as the site lists them. */
export function InstructorList() {
  const translate = useTranslate();
  return (
    <Box sx={{ py: { xs: 2, md: 3 } }}>
      <ScreenHeader
        title="app.menu.routes.pages.educations.instructors"
        subtitle="app.common.drag_to_reorder"
        actions={
          <>
            <CsvExportButton resource="instructors" exporter={exportInstructors} />
            <CreateButton resource="instructors" variant="contained" />
          </>
        }
      />
      <Card variant="outlined">
        <CardContent>
          <SortableList<AdminInstructor>
            resource="instructors"
            itemLabel={(record) => record.name}
            renderItem={(record) => (
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
                <RecordThumb url={record.photo_thumb_url} name={record.name} />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }} noWrap>
                    {record.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" noWrap>
                    {pickText(record.title) || record.seo_name}
                  </Typography>
                </Box>
                <Stack direction="row" spacing={0.5} sx={{ display: { xs: 'none', sm: 'flex' } }}>
                  {record.active === 0 && (
                    <Chip size="small" variant="outlined" label={translate('app.common.inactive')} />
                  )}
                  <Chip
                    size="small"
                    variant="outlined"
                    label={translate('app.instructors.course_count', {
                      smart_count: record.product_ids.length,
                    })}
                  />
                </Stack>
              </Stack>
            )}
            actions={(record) => (
              <>
                <EditButton resource="instructors" record={record} />
                <ConfirmDeleteButton resource="instructors" record={record} />
              </>
            )}
          />
        </CardContent>
      </Card>
    </Box>
  );
}
