/*
 * Kişisel Veri Talepleri (issue 29, KVKK article 11): the person searched by e-mail and/or phone, what the
 * back office API answers for them, and the records of the requests answered. The server validates with the
 * same schemas the panel's form uses.
 */
import * as yup from 'yup';
import './schemas/yupLocale.js';
import { adminMessages } from './schemas/common.js';
import type { Labels } from './adminResources.js';

export const personalDataMessages = {
  email: 'Geçerli bir e-posta adresi giriniz',
  phone: 'Telefon numarası en az 7 rakam olmalıdır',
  emailOrPhone: 'E-posta veya telefon giriniz',
  confirm: 'Silmek için SİL yazınız',
  erased: 'Kişisel veriler silindi',
  selfErase: 'Oturum açmış olduğunuz kullanıcının verileri buradan silinemez',
  lastAdmin: 'Son etkin yöneticinin verileri silinemez; önce başka bir yönetici ekleyin',
} as const;

export const personalDataLimits = { email: 200, phone: 50, reference: 200 } as const;
/** A phone number shorter than this matches too many unrelated numbers. */
export const minPhoneDigits = 7;
/** What the office types to confirm an erasure. */
export const eraseConfirmation = 'SİL';

const digitCount = (value: string) => value.replace(/\D/g, '').length;

const searchFields = {
  email: yup
    .string()
    .trim()
    .default('')
    .max(personalDataLimits.email, adminMessages.max(personalDataLimits.email))
    .email(personalDataMessages.email),
  phone: yup
    .string()
    .trim()
    .default('')
    .max(personalDataLimits.phone, adminMessages.max(personalDataLimits.phone))
    .test('digits', personalDataMessages.phone, (value) => !value || digitCount(value) >= minPhoneDigits),
};

/** At least one of the two; the message goes to the e-mail field, the first of the form. */
const emailOrPhone = (value: { email?: string; phone?: string }, context: yup.TestContext) =>
  Boolean(value.email || value.phone) ||
  context.createError({ path: 'email', message: personalDataMessages.emailOrPhone });

/** GET /personal-data's query. */
export const personalDataSearchSchema = yup.object(searchFields).test('email-or-phone', emailOrPhone);

/** POST /personal-data/export's form. */
export const personalDataExportSchema = yup
  .object({
    ...searchFields,
    reference: yup
      .string()
      .trim()
      .default('')
      .max(personalDataLimits.reference, adminMessages.max(personalDataLimits.reference)),
  })
  .test('email-or-phone', emailOrPhone);

/** POST /personal-data/erase's form: the export's, and SİL typed. */
export const personalDataEraseSchema = personalDataExportSchema.shape({
  confirm: yup
    .string()
    .trim()
    .default('')
    .test('confirm', personalDataMessages.confirm, (value) => value === eraseConfirmation),
});

/** One row found: a short readable line, its date, and its personal fields (never a file's storage path). */
export interface PersonalDataItem {
  id: number;
  summary: string;
  created_at: string;
  fields: Record<string, unknown>;
}

/** One table of the registry (server/privacy/personalData.ts); included with count 0 when nothing is found. */
export interface PersonalDataGroup {
  table: string;
  label: Labels;
  count: number;
  /** At most `personalDataItemLimit` rows; `count` is the full number. */
  items: PersonalDataItem[];
}

export const personalDataItemLimit = 200;

/** GET /personal-data's `data`. */
export interface PersonalDataSearchResult {
  groups: PersonalDataGroup[];
  /** Uploaded files (CVs) the person's rows name. */
  files: number;
  /** Personal data kept outside the database (the security events in the server logs). */
  outsideDatabase: Labels[];
}

/** POST /personal-data/erase's `data`. */
export interface PersonalDataEraseResult {
  /** Rows erased (deleted, anonymised, cleared or redacted) per table. */
  counts: Record<string, number>;
  files: number;
  request_id: number;
}

export type PersonalDataAction = 'export' | 'erase';

/** One answered request, as GET /personal-data/requests lists it. */
export interface PersonalDataRequestRecord {
  id: number;
  created_at: string;
  user_id: number | null;
  user_name: string;
  action: PersonalDataAction;
  reference: string;
  counts: Record<string, number>;
  files: number;
}
