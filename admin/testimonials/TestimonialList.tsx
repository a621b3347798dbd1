import type { AdminTestimonial } from '../../shared/schemas/testimonial';
import { RecordThumb } from '../catalogue/RecordThumb';
import { pickText } from '../catalogue/translated';
import { ContentColumn } from '../common/ContentColumns';
import { ContentList } from '../common/ContentList';
import { ContentOrder } from '../common/ContentOrder';
import { ContentTable } from '../common/ContentTable';
import { EmptyListMessage } from '../common/EmptyListMessage';

const Col = ContentColumn<AdminTestimonial>;

const photo = (record: AdminTestimonial) => (
  <RecordThumb url={record.image_thumb_url} name={record.person_name} />
);

/** The quote's first words: the list shows which testimonial it is, the edit form the whole text. */
const quoteOf = (record: AdminTestimonial) => {
  const text = pickText(record.quote);
  return text.length > 90 ? `${text.slice(0, 90).replace(/\s+\S*$/, '')}…` : text;
};

const empty = <EmptyListMessage message="app.testimonials.empty" />;

function TestimonialTable() {
  return (
    <ContentTable<AdminTestimonial>
      phone={{ leftAvatar: photo, primaryText: (record) => record.person_name, secondaryText: quoteOf }}
      flag="active"
      empty={empty}
    >
      <Col label="resources.testimonials.fields.image" render={photo} />
      <Col source="person_name" label="resources.testimonials.fields.person_name" />
      <Col
        label="resources.testimonials.fields.person_title"
        render={(record) => pickText(record.person_title)}
      />
      <Col label="resources.testimonials.fields.quote" render={quoteOf} />
    </ContentTable>
  );
}

/** The testimonials in the order the site shows them, drag-reordered as one list. */
function TestimonialOrder() {
  return (
    <ContentOrder<AdminTestimonial>
      resource="testimonials"
      avatar={photo}
      title={(record) => record.person_name}
      subtitle={quoteOf}
      empty={empty}
    />
  );
}

/**
 * Issue 32: what participants say, searchable and sortable, with their status and a trash; the reorder view
 * drags them into the order the home page shows them.
 */
export function TestimonialList() {
  return (
    <ContentList
      resource="testimonials"
      title="app.menu.routes.pages.testimonials"
      subtitle="app.testimonials.subtitle"
      sort={{ field: 'queue', order: 'DESC' }}
      reorder={<TestimonialOrder />}
    >
      <TestimonialTable />
    </ContentList>
  );
}
