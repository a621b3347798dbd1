// Part of the page's own chunk, not loaded on its own: a server-rendered form must be live as soon as the page
// hydrates (a boundary still waiting for its code would be rendered again, and lose what the visitor typed).
import { CorporateRequestForm } from '../corporate/CorporateRequestForm';
import { useContactInformation } from '../data/useContactInformation';
import { useT } from '../i18n/DictionaryContext';
import { ContactDetails } from '../shell/ContactDetails';
import { QueryView } from '../ui/LoadState';
import { PageHeader } from '../ui/PageHeader';
import { Panel } from '../ui/Panel';

/**
 * "Kurumsal Eğitim Talebi" (issue 32): a company asks for a training of its own. Laid out like the contact
 * page: the office's phone and e-mail for those who would rather call, beside the request form.
 */
export function CorporateRequestPage() {
  const t = useT();
  const info = useContactInformation();
  return (
    <>
      <PageHeader title={t('navbar.corporate_request')} lead={t('form_input.corporate_intro')} />
      {/* The form first, on a phone too: it is what the page is for (the details are in the footer as well). */}
      <div className="container section contact-page contact-page--form-first">
        <Panel title={t('form_input.corporate_form_title')} className="contact-page__form">
          <CorporateRequestForm />
        </Panel>
        {/* Not a region: the footer's column of the same details already is one with this name. */}
        <Panel title={t('form_input.contact_info_title')} className="contact-page__info" landmark={false}>
          <QueryView query={info} compact>
            {(data) => <ContactDetails info={data} />}
          </QueryView>
        </Panel>
      </div>
    </>
  );
}
