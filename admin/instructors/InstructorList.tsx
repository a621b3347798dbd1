import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AdminInstructor } from '../../shared/schemas/instructor';
import { RecordThumb } from '../catalogue/RecordThumb';
import { pickText } from '../catalogue/translated';
import { ContentColumn } from '../common/ContentColumns';
import { type ContentRow, OrderedContentList } from '../common/OrderedContentList';
import { exportInstructors } from './instructorCsv';

const Col = ContentColumn<AdminInstructor>;

const photo = (record: AdminInstructor) => <RecordThumb url={record.photo_thumb_url} name={record.name} />;

/** An instructor as one row: photo, name and title. */
const row: ContentRow<AdminInstructor> = {
  avatar: photo,
  name: (record) => record.name,
  line: (record) => pickText(record.title),
};

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

/**
 * SPEC §2 pages.educations.instructors: every instructor, searchable and sortable, with their status and a
 * trash; the reorder view drags them into the order the site lists them (a row without a title shows the
 * address instead, and the instructor's course count).
 */
export function InstructorList() {
  return (
    <OrderedContentList<AdminInstructor>
      resource="instructors"
      subtitle="app.instructors.subtitle"
      exporter={exportInstructors}
      row={row}
      order={{
        subtitle: (record) => pickText(record.title) || record.seo_name,
        chips: (record) => <CourseCount record={record} />,
      }}
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
    </OrderedContentList>
  );
}
