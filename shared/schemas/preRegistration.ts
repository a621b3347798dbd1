/*
 * A session's pre-registration form (issue 13): one yup schema for the site's form and the server's check of
 * POST /api/pre-registrations. Messages come from the form_error dictionary like the contact form's, with
 * Turkish defaults for the keys that form does not have.
 */
import * as yup from 'yup';
import { identityFields, resolveFormErrors } from './contact.js';

export const preRegistrationLimits = { company: 150, note: 600, participants: 50 } as const;

export const preRegistrationMessages = {
  consent: 'Devam etmek için KVKK Aydınlatma Metni’ni onaylayınız',
  participants: `Katılımcı sayısı 1 ile ${preRegistrationLimits.participants} arasında olmalıdır`,
  session: 'Lütfen bir oturum seçiniz',
  company: 'Bu Alan 150 Karakteri Geçemez',
} as const;

const truthy = (value: unknown) =>
  value === true || value === 1 || value === '1' || value === 'true' || value === 'on';

export function preRegistrationSchema(messages?: Partial<Record<string, string>>) {
  const m = resolveFormErrors(messages);
  return yup.object({
    session_id: yup
      .number()
      .transform((_value: unknown, original: unknown) =>
        original === '' || original == null ? undefined : Number(original),
      )
      .typeError(preRegistrationMessages.session)
      .integer(preRegistrationMessages.session)
      .positive(preRegistrationMessages.session)
      .max(2_147_483_647, preRegistrationMessages.session)
      .required(preRegistrationMessages.session),
    ...identityFields(m),
    company: yup
      .string()
      .trim()
      .max(preRegistrationLimits.company, preRegistrationMessages.company)
      .default(''),
    participants: yup
      .number()
      .transform((_value: unknown, original: unknown) =>
        original === '' || original == null ? 1 : Number(original),
      )
      .typeError(preRegistrationMessages.participants)
      .integer(preRegistrationMessages.participants)
      .min(1, preRegistrationMessages.participants)
      .max(preRegistrationLimits.participants, preRegistrationMessages.participants)
      .default(1),
    note: yup.string().trim().max(preRegistrationLimits.note, m.en_fazla_600_karakter).default(''),
    kvkk_consent: yup
      .boolean()
      .transform((_value: unknown, original: unknown) => truthy(original))
      .oneOf([true], preRegistrationMessages.consent)
      .required(preRegistrationMessages.consent),
    /** Set when the visitor, told the session is full, asks for the waiting list. */
    waitlist: yup
      .boolean()
      .transform((_value: unknown, original: unknown) => truthy(original))
      .default(false),
  });
}

export type PreRegistrationInput = yup.InferType<ReturnType<typeof preRegistrationSchema>>;

/** The answer to a pre-registration: on the waiting list or not, and the seats left after it. */
export interface PreRegistrationResult {
  waitlist: boolean;
  /** null: the session has no seat limit. */
  seats_left: number | null;
}

/** The office's pipeline: yeni → arandı → kesinleşti / iptal. */
export const preRegistrationStatuses = ['new', 'called', 'confirmed', 'cancelled'] as const;
export type PreRegistrationStatus = (typeof preRegistrationStatuses)[number];

export const preRegistrationUpdateLimits = { ownerNote: 2000 } as const;

/** PUT /api/admin/pre-registrations/{id}: where it stands in the pipeline and the office's own note. */
export const preRegistrationUpdateSchema = yup.object({
  status: yup
    .string<PreRegistrationStatus>()
    .required('Bu Alan Zorunlu')
    .oneOf(preRegistrationStatuses, 'Geçerli bir seçim yapınız'),
  owner_note: yup
    .string()
    .trim()
    .max(
      preRegistrationUpdateLimits.ownerNote,
      `Bu Alan ${preRegistrationUpdateLimits.ownerNote} Karakteri Geçemez`,
    )
    .default(''),
});

/** A pre-registration as the back office lists it. */
export interface AdminPreRegistration {
  id: number;
  product_id: number;
  course_title: string;
  session_id: number | null;
  session_starts_at: string;
  session_place: string | null;
  name: string;
  email: string;
  phone: string;
  company: string | null;
  participants: number;
  note: string | null;
  waitlist: number;
  status: PreRegistrationStatus;
  owner_note: string | null;
  consent_version: string;
  consent_at: string;
  created_at: string;
  updated_at: string;
}
