import { lazy, Suspense } from 'react';
import { useContactInformation } from '../data/useContactInformation';
import { useT } from '../i18n/DictionaryContext';
import { ContactDetails } from '../shell/ContactDetails';
import { SocialLinks } from '../shell/SocialLinks';
import { Loading, QueryView } from '../ui/LoadState';
import { PageHeader } from '../ui/PageHeader';
import { Panel } from '../ui/Panel';

const ContactForm = lazy(() => import('../forms/ContactForm').then((m) => ({ default: m.ContactForm })));

/** SPEC §2 contact (iletisim): the contact information and the contact form. */
export function ContactPage() {
  const t = useT();
  const info = useContactInformation();
  return (
    <>
      <PageHeader title={t('navbar.contact')} lead={t('form_input.contact_intro')} />
      <div className="container section contact-page">
        <Panel title={t('form_input.contact_info_title')} className="contact-page__info">
          <QueryView query={info} compact>
            {(data) => <ContactDetails info={data} />}
          </QueryView>
          <SocialLinks />
        </Panel>
        <Panel title={t('form_input.contact_form_title')} className="contact-page__form">
          <Suspense fallback={<Loading lines={5} />}>
            <ContactForm />
          </Suspense>
        </Panel>
      </div>
    </>
  );
}
