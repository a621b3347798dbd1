import type { FormSubmitResponse } from '../../shared/publicApi';
import { contactLimits, contactSchema } from '../../shared/schemas/contact';
import { http } from '../api/client';
import { type ContactValues, ContactFields, emptyContact } from '../forms/ContactForm';
import { SiteForm } from '../forms/SiteForm';
import { useSiteForm } from '../forms/useSiteForm';

const send = (values: ContactValues, website: string) =>
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
  const state = useSiteForm({
    schema: contactSchema,
    // The contact form's fields in their order (the focus order), the subject filled in.
    initial: { ...emptyContact, subject: courseTitle.slice(0, contactLimits.subject) },
    send,
  });
  return (
    <SiteForm state={state} className="contact-form">
      <ContactFields state={state} />
    </SiteForm>
  );
}
