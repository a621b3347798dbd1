/*
 * "Kurumsal Eğitim Talebi" (issue 32): a company asks for an in-house training. One yup schema for the site's
 * form and the server's check of POST /api/corporate-requests. Its messages come from the form_error
 * dictionary like the contact and pre-registration forms', so the English form speaks English; the Turkish
 * defaults live in ./contact.ts (defaultFormErrorMessages).
 */
import * as yup from 'yup';
import { identityFields, isChecked, kvkkConsentField, resolveFormErrors } from './contact.js';
import { type FollowedUpSubmission, pipelineUpdateSchema } from './pipelineUpdate.js';

export const corporateRequestLimits = {
  company: 150,
  topics: 600,
  preferredDates: 250,
  city: 100,
  note: 600,
  participants: 1000,
} as const;

export function corporateRequestSchema(messages?: Partial<Record<string, string>>) {
  const m = resolveFormErrors(messages);
  const participants = m.kurumsal_katilimci_sayisi;
  return yup
    .object({
      company: yup
        .string()
        .trim()
        .required(m.bu_alan_zorunlu)
        .max(corporateRequestLimits.company, m.en_fazla_150_karakter),
      ...identityFields(m),
      participants: yup
        .number()
        .transform((_value: unknown, original: unknown) =>
          original === '' || original == null ? undefined : Number(original),
        )
        .typeError(participants)
        .integer(participants)
        .min(1, participants)
        .max(corporateRequestLimits.participants, participants)
        .required(participants),
      topics: yup
        .string()
        .trim()
        .required(m.bu_alan_zorunlu)
        .max(corporateRequestLimits.topics, m.en_fazla_600_karakter),
      preferred_dates: yup
        .string()
        .trim()
        .max(corporateRequestLimits.preferredDates, m.en_fazla_250_karakter)
        .default(''),
      city: yup.string().trim().max(corporateRequestLimits.city, m.en_fazla_100_karakter).default(''),
      /** The training may be given online; then no city is needed. */
      online: yup
        .boolean()
        .transform((_value: unknown, original: unknown) => isChecked(original))
        .default(false),
      note: yup.string().trim().max(corporateRequestLimits.note, m.en_fazla_600_karakter).default(''),
      kvkk_consent: kvkkConsentField(m),
    })
    .test('city-or-online', m.sehir_veya_online, function (value) {
      // Where the training takes place: a city, online, or both; the office cannot plan with neither.
      if (!value || value.online || (value.city ?? '').trim() !== '') return true;
      return this.createError({ path: 'city', message: m.sehir_veya_online });
    });
}

export type CorporateRequestInput = yup.InferType<ReturnType<typeof corporateRequestSchema>>;

/** The office's pipeline: yeni → arandı → teklif verildi, or kapandı from any step. */
export const corporateRequestStatuses = ['new', 'called', 'offered', 'closed'] as const;
export type CorporateRequestStatus = (typeof corporateRequestStatuses)[number];

export const corporateRequestUpdateLimits = { ownerNote: 2000 } as const;

/** PUT /api/admin/corporate-requests/{id}: where it stands in the pipeline and the office's own note. */
export const corporateRequestUpdateSchema = pipelineUpdateSchema(
  corporateRequestStatuses,
  corporateRequestUpdateLimits.ownerNote,
);

/**
 * What a corporate training request keeps of the company's words, as the database stores it
 * (corporate_requests, migration 0020) and the back office reads it: an empty optional field is null.
 */
export interface CorporateRequestRecord {
  company: string;
  name: string;
  email: string;
  phone: string;
  participants: number;
  /** The trainings the company asks about, in the visitor's words. */
  topics: string;
  preferred_dates: string | null;
  city: string | null;
  /** 1: the training may be given online. */
  online: number;
  note: string | null;
}

/** CorporateRequestRecord's fields in the form's order: the back office lists them so, a refused form re-shows them. */
export const corporateRequestFields = [
  'company',
  'name',
  'email',
  'phone',
  'participants',
  'topics',
  'preferred_dates',
  'city',
  'online',
  'note',
] as const satisfies readonly (keyof CorporateRequestRecord)[];

/** A corporate training request as the back office lists it. */
export interface AdminCorporateRequest
  extends FollowedUpSubmission<CorporateRequestStatus>, CorporateRequestRecord {
  id: number;
  /** The visitor's language ('tr', 'en', …): their confirmation spoke it, and the office may answer in it. */
  lang: string;
}
