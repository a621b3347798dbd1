import { useClientReferences, useTestimonials } from '../../data/useTestimonials';
import { useT } from '../../i18n/DictionaryContext';
import { PageSection } from '../../ui/PageSection';
import { ReferenceStrip, TestimonialList } from '../../ui/Testimonials';

/** "Katılımcılarımız Ne Diyor" (issue 32): left out while there is none to show. */
export function HomeTestimonials() {
  const t = useT();
  const { data } = useTestimonials();
  if (!data?.length) return null;
  return (
    <PageSection tinted eyebrow={t('home.testimonials_eyebrow')} title={t('home.testimonials_title')}>
      <TestimonialList items={data} />
    </PageSection>
  );
}

/** "Referanslarımız" (issue 32): the companies trained, as a logo strip; left out while there is none. */
export function HomeReferences() {
  const t = useT();
  const { data } = useClientReferences();
  if (!data?.length) return null;
  return (
    <PageSection compact eyebrow={t('home.references_eyebrow')} title={t('home.references_title')}>
      <ReferenceStrip items={data} />
    </PageSection>
  );
}
