import { useContactInformation } from '../data/useContactInformation';
// Part of the page's own chunk, not loaded on its own: a server-rendered form must be live as soon as the page
// hydrates (a boundary still waiting for its code would be rendered again, and lose what the visitor typed).
import { ContactForm } from '../forms/ContactForm';
import { useT } from '../i18n/DictionaryContext';
import { ContactDetails } from '../shell/ContactDetails';
import { SocialLinks } from '../shell/SocialLinks';
import { QueryView } from '../ui/LoadState';
import { PageHeader } from '../ui/PageHeader';
import { Panel } from '../ui/Panel';

/** SPEC §2 contact (iletisim): the contact information and the contact form. */
export function ContactPage() {
  const t = useT();
  const info = useContactInformation();
  return (
    <>
      <PageHeader title={t('navbar.contact')} lead={t('form_input.contact_intro')} />
      <div className="container section contact-page">
        {/* The footer's column of the same details is a region named 'İletişim Bilgileri' too: two landmarks
            with one name cannot be told apart, so this panel stays a plain section under its heading. */}
        <Panel title={t('form_input.contact_info_title')} className="contact-page__info" landmark={false}>
          <QueryView query={info} compact>
            {(data) => <ContactDetails info={data} />}
          </QueryView>
          <SocialLinks />
        </Panel>
        <Panel title={t('form_input.contact_form_title')} className="contact-page__form">
          <ContactForm anchored />
        </Panel>
      </div>
    </>
  );
}
