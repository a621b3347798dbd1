/*
 * A session's pre-registration form (issue 13): one yup schema for the site's form and the server's check of
 * POST /api/pre-registrations. Messages come from the form_error dictionary like the contact form's, with
 * Turkish defaults for the keys that form does not have.
 */
import * as yup from 'yup';
import { defaultFormErrorMessages, identityFields, resolveFormErrors } from './contact.js';
import { type FollowedUpSubmission, pipelineUpdateSchema } from './pipelineUpdate.js';

export const preRegistrationLimits = { company: 150, note: 600, participants: 50 } as const;

/** The Turkish texts of the form's own checks; the schema takes each language's from the form_error dictionary. */
export const preRegistrationMessages = {
  consent: defaultFormErrorMessages.kvkk_onay,
  participants: defaultFormErrorMessages.katilimci_sayisi,
  session: defaultFormErrorMessages.oturum_seciniz,
  company: defaultFormErrorMessages.en_fazla_150_karakter,
} as const;

const truthy = (value: unknown) =>
  value === true || value === 1 || value === '1' || value === 'true' || value === 'on';

export function preRegistrationSchema(messages?: Partial<Record<string, string>>) {
  const m = resolveFormErrors(messages);
  // Every message from the visitor's dictionary: the English form said its consent error in Turkish (issue 30).
  const session = m.oturum_seciniz;
  const participants = m.katilimci_sayisi;
  const consent = m.kvkk_onay;
  return yup.object({
    session_id: yup
      .number()
      .transform((_value: unknown, original: unknown) =>
        original === '' || original == null ? undefined : Number(original),
      )
      .typeError(session)
      .integer(session)
      .positive(session)
      .max(2_147_483_647, session)
      .required(session),
    ...identityFields(m),
    company: yup.string().trim().max(preRegistrationLimits.company, m.en_fazla_150_karakter).default(''),
    participants: yup
      .number()
      .transform((_value: unknown, original: unknown) =>
        original === '' || original == null ? 1 : Number(original),
      )
      .typeError(participants)
      .integer(participants)
      .min(1, participants)
      .max(preRegistrationLimits.participants, participants)
      .default(1),
    note: yup.string().trim().max(preRegistrationLimits.note, m.en_fazla_600_karakter).default(''),
    kvkk_consent: yup
      .boolean()
      .transform((_value: unknown, original: unknown) => truthy(original))
      .oneOf([true], consent)
      .required(consent),
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
export const preRegistrationUpdateSchema = pipelineUpdateSchema(
  preRegistrationStatuses,
  preRegistrationUpdateLimits.ownerNote,
);

/** What the visitor wrote, as a pre-registration stores it and its e-mails repeat it: an empty company or note is null. */
export interface PreRegistrationVisitor {
  name: string;
  email: string;
  phone: string;
  company: string | null;
  participants: number;
  note: string | null;
}

/**
 * What a pre-registration keeps, as the database stores it (pre_registrations, migration 0003) and the back
 * office reads it. The session's start and place are copies taken at sign-up (see the migration).
 */
export interface PreRegistrationRecord extends PreRegistrationVisitor {
  product_id: number;
  session_id: number | null;
  session_starts_at: string;
  session_place: string | null;
  /** 1: the session was full, the visitor asked to be told when a seat frees up. */
  waitlist: number;
  /** Place in the session's waiting queue, 1 first … (lower first); null when not waiting. */
  waitlist_position: number | null;
  /**
   * A seat offered from the waiting list: when, and until when it is held for this row (null: no live
   * offer). A live offer counts as taken seats.
   */
  offered_at: string | null;
  offer_expires_at: string | null;
}

/** A pre-registration as the back office lists it. */
export interface AdminPreRegistration
  extends FollowedUpSubmission<PreRegistrationStatus>, PreRegistrationRecord {
  id: number;
  course_title: string;
  /** The visitor's language at sign-up ('tr', 'en', …): their e-mails speak it. */
  lang: string;
}

/** What the office can do with a waiting row (PUT /api/admin/pre-registrations/{id}/waitlist). */
export const waitlistActions = ['up', 'down', 'skip', 'offer'] as const;
export type WaitlistAction = (typeof waitlistActions)[number];

export const waitlistActionSchema = yup.object({
  action: yup
    .string<WaitlistAction>()
    .required('Bu Alan Zorunlu')
    .oneOf(waitlistActions, 'Geçerli bir seçim yapınız'),
});

/** GET /api/waitlist-offers/{token}: the seat offered to a visitor from the waiting list. */
export interface WaitlistOfferView {
  course: string;
  course_slug: string;
  session_starts_at: string;
  session_place: string | null;
  participants: number;
  expires_at: string | null;
  /** open: can be taken; taken: it is theirs; expired: ran out, declined or cancelled. */
  status: 'open' | 'taken' | 'expired';
}

/**
 * GET /api/admin/pre-registrations/courses: the courses and sessions pre-registrations were made for, the
 * choices of Ön Kayıtlar's course and session filters. Read from the pre-registrations themselves, so the
 * inbox permission that opens the list is enough to filter it.
 */
export interface RegisteredCourse {
  id: number;
  /** The course's title in Turkish, the back office's language for records. */
  name: string;
  /** Oldest first; the place as the list shows it ('Online' for an online session). */
  sessions: Array<{ id: number; starts_at: string; place: string | null }>;
}
