import type { FormSubmitResponse } from '../../shared/publicApi';
import { contactLimits, contactSchema } from '../../shared/schemas/contact';
import { http } from '../api/client';
import { useT } from '../i18n/DictionaryContext';
import { Field } from './Field';
import { KvkkConsentField, consentOf } from './KvkkConsentField';
import { contactFormAnchor } from './plainPost';
import { IdentityFields, SiteForm } from './SiteForm';
import { useSiteForm } from './useSiteForm';

// The fields in the order they appear: useSiteForm focuses the first invalid one in this order.
export const emptyContact = { name: '', email: '', phone: '', subject: '', message: '', kvkk_consent: false };
export type ContactValues = typeof emptyContact;

const send = (values: ContactValues, website: string) =>
  http.send<FormSubmitResponse>('POST', '/api/contact', { ...values, website });

/**
 * SPEC §5 contact form: name, email, telephone (sent as phone), subject, message (4 rows), and the KVKK consent.
 * `anchored` on the contact page: its form bears the anchor a plain post returns to (only one form may).
 */
export function ContactForm({ anchored = false }: { anchored?: boolean }) {
  const state = useSiteForm({
    schema: contactSchema,
    initial: emptyContact,
    send,
    plainForm: 'contact',
  });
  return (
    <SiteForm
      state={state}
      className="contact-form"
      action="/forms/contact"
      id={anchored ? contactFormAnchor : undefined}
    >
      <ContactFields state={state} />
    </SiteForm>
  );
}

/** The contact form's fields (the contact page's, and a course's question without a session). */
export function ContactFields({ state }: { state: ReturnType<typeof useSiteForm<ContactValues>> }) {
  const t = useT();
  const { bind, form } = state;
  return (
    <>
      <IdentityFields
        bind={bind}
        nameMaxLength={contactLimits.name}
        besidePhone={<Field label={t('form_input.subject')} {...bind('subject')} />}
      />
      <Field label={t('form_input.message')} multiline rows={4} {...bind('message')} />
      <KvkkConsentField {...consentOf(form)} />
    </>
  );
}
