import { lazy, Suspense } from 'react';
import { useContactInformation } from '../data/useContactInformation';
import { useT } from '../i18n/DictionaryContext';
import { ContactDetails } from '../shell/ContactDetails';
import { SocialLinks } from '../shell/SocialLinks';
import { Loading, QueryView } from '../ui/LoadState';
import { PageHeader } from '../ui/PageHeader';

const ContactForm = lazy(() => import('../forms/ContactForm').then((m) => ({ default: m.ContactForm })));

/** SPEC §2 contact (iletisim): the contact information and the contact form. */
export function ContactPage() {
  const t = useT();
  const info = useContactInformation();
  return (
    <>
      <PageHeader title={t('navbar.contact')} lead={t('form_input.contact_intro')} />
      <div className="container section contact-page">
        <section className="panel contact-page__info" aria-labelledby="contact-info-title">
          <h2 id="contact-info-title" className="panel__title">
            {t('form_input.contact_info_title')}
          </h2>
          <QueryView query={info} compact>
            {(data) => <ContactDetails info={data} />}
          </QueryView>
          <SocialLinks />
        </section>
        <section className="panel contact-page__form" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="panel__title">
            {t('form_input.contact_form_title')}
          </h2>
          <Suspense fallback={<Loading lines={5} />}>
            <ContactForm />
          </Suspense>
        </section>
      </div>
    </>
  );
}
