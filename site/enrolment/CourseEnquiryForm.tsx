import type { FormSubmitResponse } from '../../shared/publicApi';
import { contactLimits, contactSchema } from '../../shared/schemas/contact';
import { http } from '../api/client';
import { Field } from '../forms/Field';
import { KvkkConsentField, consentOf } from '../forms/KvkkConsentField';
import { IdentityFields, SiteForm } from '../forms/SiteForm';
import { useSiteForm } from '../forms/useSiteForm';
import { useT } from '../i18n/DictionaryContext';

type EnquiryValues = {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  kvkk_consent: boolean;
};
const order: (keyof EnquiryValues)[] = ['name', 'email', 'phone', 'subject', 'message', 'kvkk_consent'];

const send = (values: EnquiryValues, website: string) =>
  http.send<FormSubmitResponse>('POST', '/api/contact', {
    ...values,
    kvkk_consent: values.kvkk_consent ? '1' : '0',
    website,
  });

/**
 * The contact form (POST /api/contact) for a course with no session yet, its subject filled in with the
 * course's name so the office knows what the question is about, with the KVKK consent every form that
 * takes personal data asks for.
 */
export function CourseEnquiryForm({ courseTitle }: { courseTitle: string }) {
  const t = useT();
  const state = useSiteForm({
    schema: contactSchema,
    initial: {
      name: '',
      email: '',
      phone: '',
      subject: courseTitle.slice(0, contactLimits.subject),
      message: '',
      kvkk_consent: false,
    },
    order,
    send,
  });
  const { bind, form } = state;
  return (
    <SiteForm state={state} className="contact-form">
      <IdentityFields
        bind={bind}
        nameMaxLength={contactLimits.name}
        besidePhone={<Field label={t('form_input.subject')} {...bind('subject')} />}
      />
      <Field label={t('form_input.message')} multiline rows={4} {...bind('message')} />
      <KvkkConsentField {...consentOf(form)} />
    </SiteForm>
  );
}
