import type { AdminTestimonial } from '../../shared/schemas/testimonial';
import { RecordThumb } from '../catalogue/RecordThumb';
import { pickText } from '../catalogue/translated';
import { ContentColumn } from '../common/ContentColumns';
import { EmptyListMessage } from '../common/EmptyListMessage';
import { type ContentRow, OrderedContentList } from '../common/OrderedContentList';

const Col = ContentColumn<AdminTestimonial>;

const photo = (record: AdminTestimonial) => (
  <RecordThumb url={record.image_thumb_url} name={record.person_name} />
);

/** The quote's first words: the list shows which testimonial it is, the edit form the whole text. */
const quoteOf = (record: AdminTestimonial) => {
  const text = pickText(record.quote);
  return text.length > 90 ? `${text.slice(0, 90).replace(/\s+\S*$/, '')}…` : text;
};

/** A testimonial as one row: the person's photo and name, the quote's first words. */
const row: ContentRow<AdminTestimonial> = {
  avatar: photo,
  name: (record) => record.person_name,
  line: quoteOf,
};

/**
 * Issue 32: what participants say, searchable and sortable, with their status and a trash; the reorder view
 * drags them into the order the home page shows them.
 */
export function TestimonialList() {
  return (
    <OrderedContentList<AdminTestimonial>
      resource="testimonials"
      subtitle="app.testimonials.subtitle"
      row={row}
      empty={<EmptyListMessage message="app.testimonials.empty" />}
    >
      <Col label="resources.testimonials.fields.image" render={photo} />
      <Col source="person_name" label="resources.testimonials.fields.person_name" />
      <Col
        label="resources.testimonials.fields.person_title"
        render={(record) => pickText(record.person_title)}
      />
      <Col label="resources.testimonials.fields.quote" render={quoteOf} />
    </OrderedContentList>
  );
}
