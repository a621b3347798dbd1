import { Box, Chip, Stack, Typography } from '@mui/material';
import { DataTable, EditButton, useTranslate } from 'react-admin';
import type { AdminInstructor } from '../../shared/schemas/instructor';
import { RecordThumb } from '../catalogue/RecordThumb';
import { pickText } from '../catalogue/translated';
import { ContentBulkActions } from '../common/ContentBulkActions';
import { ContentColumn, StatusColumn } from '../common/ContentColumns';
import { ContentList } from '../common/ContentList';
import { ContentRowActions } from '../common/ContentRowActions';
import { ContentSimpleList } from '../common/ContentSimpleList';
import { PublishStatusChip } from '../common/PublishStatusChip';
import { SortableList } from '../common/SortableList';
import { TrashButton } from '../common/TrashButton';
import { useIsSmall } from '../common/useIsSmall';
import { exportInstructors } from './instructorCsv';

const Col = ContentColumn<AdminInstructor>;

const photo = (record: AdminInstructor) => <RecordThumb url={record.photo_thumb_url} name={record.name} />;

function CourseCount({ record }: { record: AdminInstructor }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      label={translate('app.instructors.course_count', { smart_count: record.product_ids.length })}
    />
  );
}

function InstructorTable() {
  if (useIsSmall()) {
    return (
      <ContentSimpleList<AdminInstructor>
        leftAvatar={photo}
        primaryText={(record) => record.name}
        secondaryText={(record) => pickText(record.title)}
      />
    );
  }
  return (
    <DataTable rowClick="edit" bulkActionButtons={<ContentBulkActions />}>
      <Col label="resources.instructors.fields.photo" render={photo} />
      <Col source="name" label="resources.instructors.fields.name" />
      <Col
        source="title"
        label="resources.instructors.fields.title"
        render={(record) => pickText(record.title)}
      />
      <Col
        label="resources.instructors.fields.product_ids"
        render={(record) => <CourseCount record={record} />}
      />
      <StatusColumn<AdminInstructor> flag="active" />
      <Col label="" align="right" render={() => <ContentRowActions />} />
    </DataTable>
  );
}

/** The instructors in the order the site shows them, drag-reordered as one list. */
function InstructorOrder() {
  return (
    <SortableList<AdminInstructor>
      resource="instructors"
      itemLabel={(record) => record.name}
      renderItem={(record) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          {photo(record)}
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }} noWrap>
              {record.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {pickText(record.title) || record.seo_name}
            </Typography>
          </Box>
          <Stack direction="row" spacing={0.5} sx={{ display: { xs: 'none', sm: 'flex' } }}>
            <PublishStatusChip record={record} />
            <CourseCount record={record} />
          </Stack>
        </Stack>
      )}
      actions={(record) => (
        <>
          <EditButton resource="instructors" record={record} />
          <TrashButton resource="instructors" record={record} />
        </>
      )}
    />
  );
}

/**
 * SPEC §2 pages.educations.instructors: every instructor, searchable and sortable, with their status and a
 * trash; the reorder view drags them into the order the site lists them.
 */
export function InstructorList() {
  return (
    <ContentList
      resource="instructors"
      title="app.menu.routes.pages.educations.instructors"
      subtitle="app.instructors.subtitle"
      exporter={exportInstructors}
      sort={{ field: 'queue', order: 'DESC' }}
      reorder={<InstructorOrder />}
    >
      <InstructorTable />
    </ContentList>
  );
}
