import { useTestimonials } from '../data/useTestimonials';
import { useT } from '../i18n/DictionaryContext';
import { TestimonialList } from './Testimonials';
import { TitledBlock } from './TitledBlock';

/** The testimonials about one course (issue 32), on its page; nothing when it has none. */
export function CourseTestimonials({ productId }: { productId: number }) {
  const t = useT();
  const { data } = useTestimonials(productId);
  if (!data?.length) return null;
  return (
    <TitledBlock title={t('home.course_testimonials_title')} compact>
      <TestimonialList items={data} showCourse={false} />
    </TitledBlock>
  );
}
