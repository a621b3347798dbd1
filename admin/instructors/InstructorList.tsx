import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AdminInstructor } from '../../shared/schemas/instructor';
import { RecordThumb } from '../catalogue/RecordThumb';
import { pickText } from '../catalogue/translated';
import { ContentColumn } from '../common/ContentColumns';
import { ContentList } from '../common/ContentList';
import { ContentOrder } from '../common/ContentOrder';
import { ContentTable } from '../common/ContentTable';
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
  return (
    <ContentTable<AdminInstructor>
      phone={{
        leftAvatar: photo,
        primaryText: (record) => record.name,
        secondaryText: (record) => pickText(record.title),
      }}
      flag="active"
    >
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
    </ContentTable>
  );
}

/** The instructors in the order the site shows them, drag-reordered as one list. */
function InstructorOrder() {
  return (
    <ContentOrder<AdminInstructor>
      resource="instructors"
      avatar={photo}
      title={(record) => record.name}
      subtitle={(record) => pickText(record.title) || record.seo_name}
      chips={(record) => <CourseCount record={record} />}
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
