import type { Database } from '../db/schema.js';

/*
 * Where personal data lives (issue 29, KVKK article 11). One entry per table that holds data about a person:
 * which columns are personal, how a row is found for a person, and how it is erased. The data-subject request
 * screen (search, export, erase: server/privacy/personalDataSearch.ts and personalDataErase.ts) and the
 * retention job read this list, and tests/api/personal-data-registry.test.ts fails when a column named like an
 * e-mail, phone, name, IP or address exists in the database without being listed here or in `notPersonal`
 * below, so a new table cannot be forgotten.
 */

export interface Labels {
  tr: string;
  en: string;
}

/** What replaces a personal text that must stay in place (an outbox address, a string in an audit copy). */
export const redactedText = '[silindi]';

/**
 * A confirmed pre-registration stays (the office bills it), stripped of the person: erasure and the
 * retention job both write these values.
 */
export const anonymisedPreRegistration = {
  name: 'Silinmiş kişi',
  email: '',
  phone: '',
  company: null,
  note: null,
  owner_note: null,
  ip: '',
} as const;

/** The statuses whose pre-registrations are anonymised instead of deleted. */
export const keptPreRegistrationStatuses = ['confirmed'] as const;

/** A back office user who is erased keeps the row (the audit log and the support requests point to it). */
export const anonymisedUserName = 'Silinmiş kullanıcı';
/** `.invalid` is reserved (RFC 2606): the address can never reach anyone, and stays unique per user. */
export const anonymisedUserEmail = (id: number): string => `silindi-${id}@silindi.invalid`;

/**
 * How rows of a table are found for a person.
 * - 'contact': the row is the person's own record: its e-mail columns equal the e-mail (trimmed, case
 *   ignored), or its phone columns hold the same number (the last 10 digits compared, so "0532 …" and
 *   "+90 532 …" match).
 * - 'mentions': the row is about someone else's action but mentions the person: its text columns contain the
 *   e-mail, the phone number or a name found in the 'contact' tables, or its `userColumn` points to the person
 *   as a back office user.
 */
export type PersonMatch =
  | { by: 'contact'; email: readonly string[]; phone: readonly string[] }
  | { by: 'mentions'; text: readonly string[]; userColumn?: string };

/**
 * How a found row is erased.
 * - 'delete': the row goes; with `keep`, rows whose column holds one of the values are anonymised with
 *   `replacement` instead (kept for accounting).
 * - 'anonymise': the row stays with `values` (and the user's sessions, two-step and reset rows are deleted).
 * - 'clear': an outbox message keeps its kind, status and times; its texts are emptied and its addresses
 *   replaced; a pending one is cancelled so it is never sent.
 * - 'redact': every string that mentions the person is replaced with `redactedText`, in the JSON copies
 *   (kept valid JSON) and in plain text columns; `userColumns` are replaced when the row's user is the person.
 */
export type Erasure =
  | {
      how: 'delete';
      keep?: { column: string; values: readonly string[]; replacement: Readonly<Record<string, unknown>> };
    }
  | { how: 'anonymise'; values: (id: number) => Readonly<Record<string, unknown>> }
  | { how: 'clear'; values: Readonly<Record<string, unknown>> }
  | { how: 'redact'; json: readonly string[]; text: readonly string[]; userColumns?: readonly string[] };

export interface PersonalDataTable {
  table: keyof Database;
  label: Labels;
  /** The columns that hold data about the person (exported, and erased by `erase`). */
  personal: readonly string[];
  match: PersonMatch;
  erase: Erasure;
  /** Columns whose value names an uploaded file (relative to the uploads root) to export and remove. */
  files?: readonly string[];
  /**
   * Columns holding a public image's URL path (/uploads/<kind>/<name>.webp, a testimonial's photo): the image
   * and its thumbnail leave the disk with the row, else the photo would stay online at its address.
   */
  images?: readonly string[];
  /** Columns a found row is summed up by on the request screen (with the table's label and the date). */
  summary: readonly string[];
  /** The column with the row's date. */
  dateColumn: string;
}

/**
 * The consent record every form's row keeps (which KVKK notice, when, from which address:
 * routes/public/formSubmission.ts), personal as it ties the person to an address.
 */
const consentRecord = ['ip', 'consent_version', 'consent_at'] as const;

/** A form's row is the person's own record, found by the e-mail and the phone number they typed. */
const formContact: PersonMatch = { by: 'contact', email: ['email'], phone: ['phone'] };

export const personalDataTables: readonly PersonalDataTable[] = [
  {
    table: 'contact_messages',
    label: { tr: 'İletişim formu', en: 'Contact form' },
    personal: ['name', 'email', 'phone', 'subject', 'message', ...consentRecord],
    match: formContact,
    erase: { how: 'delete' },
    summary: ['name', 'subject'],
    dateColumn: 'created_at',
  },
  {
    table: 'hr_applications',
    label: { tr: 'İK başvurusu', en: 'Job application' },
    personal: [
      'name',
      'email',
      'phone',
      'position',
      'message',
      'cv_path',
      'cv_original_name',
      ...consentRecord,
    ],
    match: formContact,
    erase: { how: 'delete' },
    // The CV under <uploads>/private/cv.
    files: ['cv_path'],
    summary: ['name', 'position'],
    dateColumn: 'created_at',
  },
  {
    table: 'pre_registrations',
    label: { tr: 'Ön kayıt ve bekleme listesi', en: 'Pre-registration and waiting list' },
    personal: ['name', 'email', 'phone', 'company', 'note', 'owner_note', ...consentRecord],
    match: formContact,
    erase: {
      how: 'delete',
      keep: { column: 'status', values: keptPreRegistrationStatuses, replacement: anonymisedPreRegistration },
    },
    summary: ['name', 'company'],
    dateColumn: 'created_at',
  },
  {
    table: 'corporate_requests',
    label: { tr: 'Kurumsal eğitim talebi', en: 'Corporate training request' },
    personal: [
      'company',
      'name',
      'email',
      'phone',
      'topics',
      'preferred_dates',
      'city',
      'note',
      'owner_note',
      ...consentRecord,
    ],
    match: formContact,
    erase: { how: 'delete' },
    summary: ['name', 'company'],
    dateColumn: 'created_at',
  },
  {
    // A participant's published words (issue 32): entered by the office with their agreement, but still
    // about a person, who may withdraw it. No e-mail or phone is kept, so a row is found by the full name
    // the person's own records carry (a single first name never matches: personMatch.ts) and goes whole.
    table: 'testimonials',
    label: { tr: 'Katılımcı yorumu', en: 'Testimonial' },
    personal: ['person_name', 'person_title', 'quote', 'image_path'],
    match: { by: 'mentions', text: ['person_name'] },
    erase: { how: 'delete' },
    images: ['image_path'],
    summary: ['person_name'],
    dateColumn: 'created_at',
  },
  {
    table: 'users',
    label: { tr: 'Yönetim paneli kullanıcısı', en: 'Back office user' },
    personal: ['name', 'email'],
    match: { by: 'contact', email: ['email'], phone: [] },
    erase: {
      how: 'anonymise',
      values: (id) => ({ name: anonymisedUserName, email: anonymisedUserEmail(id), active: 0 }),
    },
    summary: ['name', 'email'],
    dateColumn: 'created_at',
  },
  {
    table: 'password_resets',
    label: { tr: 'Şifre sıfırlama istekleri', en: 'Password reset requests' },
    personal: ['ip', 'created_at'],
    match: { by: 'mentions', text: [], userColumn: 'user_id' },
    erase: { how: 'delete' },
    summary: ['ip'],
    dateColumn: 'created_at',
  },
  {
    table: 'support_requests',
    label: { tr: 'Destek talepleri', en: 'Support requests' },
    personal: ['subject', 'message'],
    match: { by: 'mentions', text: ['subject', 'message'], userColumn: 'user_id' },
    erase: { how: 'redact', json: [], text: ['subject', 'message'] },
    summary: ['subject'],
    dateColumn: 'created_at',
  },
  {
    table: 'mail_outbox',
    label: { tr: 'Gönderilen e-postalar', en: 'Sent e-mails' },
    personal: ['recipient', 'reply_to', 'subject', 'text', 'html'],
    match: { by: 'mentions', text: ['recipient', 'reply_to', 'subject', 'text', 'html'] },
    erase: {
      how: 'clear',
      values: { recipient: redactedText, reply_to: redactedText, subject: '', text: '', html: '' },
    },
    summary: ['recipient', 'subject'],
    dateColumn: 'created_at',
  },
  {
    table: 'audit_log',
    label: { tr: 'Kayıt geçmişindeki kopyalar', en: 'Copies in the audit log' },
    personal: ['user_name', 'user_email', 'ip', 'summary', 'before_json', 'after_json'],
    match: {
      by: 'mentions',
      text: ['summary', 'before_json', 'after_json', 'user_name', 'user_email'],
      userColumn: 'user_id',
    },
    erase: {
      how: 'redact',
      json: ['before_json', 'after_json'],
      text: ['summary'],
      userColumns: ['user_name', 'user_email', 'ip'],
    },
    summary: ['resource', 'action', 'summary'],
    dateColumn: 'created_at',
  },
  {
    table: 'personal_data_requests',
    label: { tr: 'Talebi işleyen kullanıcı', en: 'Requests handled by the user' },
    personal: ['user_name'],
    match: { by: 'mentions', text: [], userColumn: 'user_id' },
    erase: { how: 'redact', json: [], text: [], userColumns: ['user_name'] },
    summary: ['action', 'reference'],
    dateColumn: 'created_at',
  },
];

/**
 * Personal data kept outside the database: listed so the export can say where it is and how long it lives.
 * Security events (failed sign-ins, locks) are log lines with the IP and the user id, never an e-mail.
 */
export const outsideDatabase: readonly Labels[] = [
  {
    tr: 'Güvenlik olayları (başarısız girişler, kilitlenmeler) veritabanında değil, sunucu günlüklerinde IP adresi ve kullanıcı numarasıyla tutulur; e-posta adresi içermez ve günlüklerin saklama süresiyle silinir.',
    en: 'Security events (failed sign-ins, lockouts) are not in the database but in the server logs, with the IP address and the user id; they hold no e-mail address and are deleted with the logs’ retention.',
  },
];

/**
 * Columns named like personal data that hold none, each with the reason. The registry test accepts a column
 * matching its pattern only if it is registered above or listed here.
 */
export const notPersonal: Readonly<Record<string, string>> = {
  'role_groups.name': "a role group's name",
  'page_meta.route_name': "a page's route",
  'contents.name': "a content block's key",
  'categories.seo_name': "a category's address",
  'categories.name': "a category's title",
  'products.seo_name': "a course's address",
  'instructors.seo_name': "an instructor page's address",
  'instructors.name':
    "an instructor's published profile, entered by the office with the instructor's agreement, not a visitor's data",
  'brands.name': "a brand's name",
  'brands.seo_name': "a brand page's address",
  'client_references.name': "a client company's name on the references strip, not a person's",
  'news.seo_name': "a news item's address",
  'contracts.name': "a contract's title",
  'contracts.seo_name': "a contract's address",
  'contact_information.name': "the company's own contact entry (address, phone) shown on the site",
  'social_media.name': "a social media account's name",
  'company_config.project_company_name': "the company's name",
  'company_config.company_name': "the company's name",
  'old_addresses.seo_name': "a record's former address",
  'seo_slugs.slug': "a record's address in a language other than the default one",
  'server_secrets.name': "a signing key's purpose",
};
