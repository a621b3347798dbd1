import type { Generated } from 'kysely';
import type { AuditWrite } from '../../shared/auditLog.js';
import type { MailOutboxRecord } from '../../shared/mailOutbox.js';
import type { CorporateRequestRecord } from '../../shared/schemas/corporateRequest.js';
import type { FollowedUpRecord } from '../../shared/schemas/pipelineUpdate.js';
import type { PreRegistrationRecord } from '../../shared/schemas/preRegistration.js';
import type { RetentionKind } from '../../shared/schemas/kvkkSettings.js';

/*
 * Storage conventions (the same on SQLite and PostgreSQL):
 * - Translatable fields are TEXT holding a JSON object keyed by language abbr ({"tr": "...", "en": "..."}),
 *   so adding a language never needs a migration. `server/db/json.ts` reads and writes them.
 * - Flags are INTEGER 0/1; timestamps are ISO-8601 UTC strings, which sort correctly as text.
 * - Orderable tables have `queue`: higher comes first (SPEC §4 assigns it descending from the list length).
 * - A table the back office reads as it is stored (pre-registrations, corporate requests, the audit log,
 *   the mail outbox) extends the type in shared/ that describes its fields, so they are listed once for both.
 */
type Json = string;
type Flag = number;
type Timestamp = string;

export interface RoleGroupsTable {
  id: Generated<number>;
  key: string;
  name: Json;
  permissions: Json;
}

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  password_hash: string;
  role_group_id: number;
  active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AuthTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  /** SHA-256 of the HttpOnly session cookie set with the token; null for tokens from before it existed. */
  binding_hash: string | null;
  expires_at: Timestamp;
  created_at: Timestamp;
  /**
   * When a request the user caused last used the token (migration 0011; moved at most every 30 s). Null for
   * a token inserted without it: its sign-in time counts.
   */
  last_used_at: Timestamp | null;
}

export interface LanguagesTable {
  id: Generated<number>;
  abbr: string;
  lang: string;
  active: Flag;
  is_default: Flag;
  page_lang: Json;
  queue: number;
}

export interface PageMetaTable {
  id: Generated<number>;
  route_name: string;
  title: Json;
  description: Json;
}

export interface ContentsTable {
  id: Generated<number>;
  page: string;
  name: string;
  data: Json;
  updated_at: Timestamp;
}

export interface CategoriesTable {
  id: Generated<number>;
  section: string;
  parent_id: number | null;
  seo_name: string;
  name: Json;
  seo_title: Json;
  seo_description: Json;
  queue: number;
  active: Flag;
  /** When the record went to the trash (migration 0014); NULL while it is live. */
  deleted_at: Timestamp | null;
}

export interface ProductsTable {
  id: Generated<number>;
  section: string;
  category_id: number | null;
  brand_id: number | null;
  seo_name: string;
  title: Json;
  summary: Json;
  description: Json;
  seo_title: Json;
  seo_description: Json;
  /** Per language, like the texts above (migration 0002); NULL when not set. */
  duration: Json | null;
  price: Json | null;
  /** Frequently asked questions, in order: [{ question: {tr, en}, answer: {tr, en} }] (migration 0021). */
  faq: Generated<Json>;
  is_popular: Flag;
  is_published: Flag;
  queue: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When the record went to the trash (migration 0014); NULL while it is live. */
  deleted_at: Timestamp | null;
}

export interface ProductSessionsTable {
  id: Generated<number>;
  product_id: number;
  starts_at: Timestamp;
  ends_at: Timestamp;
  place: string | null;
  is_online: Flag;
  seats: number | null;
}

/**
 * What a visitor's request the office follows up (a pre-registration, a corporate request) keeps beside its own
 * fields: the office's note, the KVKK consent and its times (FollowedUpRecord), and the address it came from.
 */
interface FollowedUpRequest extends FollowedUpRecord {
  ip: string;
}

/** A visitor's pre-registration for a session (migration 0003); see the migration for the copied fields. */
export interface PreRegistrationsTable extends FollowedUpRequest, PreRegistrationRecord {
  id: Generated<number>;
  /** yeni → arandı → kesinleşti / iptal, stored as new, called, confirmed, cancelled. */
  status: string;
  /** The visitor's language at sign-up: the offer and status e-mails speak it (migration 0019). */
  lang: Generated<string>;
  /** SHA-256 of the live seat offer's token (services/waitlistOffers.ts); NULL without an offer. */
  offer_token_hash: string | null;
}

export interface ProductInstructorsTable {
  product_id: number;
  instructor_id: number;
  queue: number;
}

/** Uploaded images and documents attached to a record (`owner_type` + `owner_id`), ordered by `queue`. */
export interface FilesTable {
  id: Generated<number>;
  owner_type: string;
  owner_id: number;
  gallery_type: string;
  path: string;
  mime: string;
  width: number | null;
  height: number | null;
  title: Json;
  /** Alternative text per language (migration 0015); '{}' when none. */
  alt: Generated<Json>;
  /** 1: the image only decorates, an empty alt is meant (migration 0015). */
  decorative: Generated<Flag>;
  queue: number;
  created_at: Timestamp;
}

export interface InstructorsTable {
  id: Generated<number>;
  name: string;
  seo_name: string;
  title: Json;
  biography: Json;
  photo_path: string | null;
  /** The photo's alternative text per language (migration 0015). */
  image_alt: Generated<Json>;
  queue: number;
  active: Flag;
  /** When the record went to the trash (migration 0014); NULL while it is live. */
  deleted_at: Timestamp | null;
}

export interface BrandsTable {
  id: Generated<number>;
  name: string;
  seo_name: string;
  description: Json;
  logo_path: string | null;
  /** The logo's alternative text per language, and whether it only decorates (migration 0015). */
  image_alt: Generated<Json>;
  image_decorative: Generated<Flag>;
  website: string | null;
  queue: number;
  active: Flag;
  /** When the record went to the trash (migration 0014); NULL while it is live. */
  deleted_at: Timestamp | null;
}

/** Open positions of the careers page (issue 16); title and description are { tr, en } JSON. */
export interface OpenPositionsTable {
  id: Generated<number>;
  title: Json;
  location: string;
  employment_type: string;
  description: Json;
  active: Flag;
  queue: number;
  created_at: string;
  updated_at: string;
  /** When the record went to the trash (migration 0014); NULL while it is live. */
  deleted_at: Timestamp | null;
}

/** What a participant said (issue 32, migration 0022): their role and company and the quote are { tr, en } JSON. */
export interface TestimonialsTable {
  id: Generated<number>;
  person_name: string;
  person_title: Generated<Json>;
  quote: Json;
  /** The course it is about, shown on that course's page too; NULL for a general word. */
  product_id: number | null;
  /** The person's photo or their company's logo, /uploads/testimonials/<name>.webp. */
  image_path: string | null;
  queue: number;
  active: Flag;
  created_at: string;
  updated_at: string;
  deleted_at: Timestamp | null;
}

/** A company the office has trained (issue 32, migration 0022): the home page's logo strip. */
export interface ClientReferencesTable {
  id: Generated<number>;
  name: string;
  logo_path: string | null;
  url: string | null;
  queue: number;
  active: Flag;
  created_at: string;
  updated_at: string;
  deleted_at: Timestamp | null;
}

export interface NewsTable {
  id: Generated<number>;
  seo_name: string;
  title: Json;
  summary: Json;
  content: Json;
  image_path: string | null;
  /** The image's alternative text per language (migration 0015). */
  image_alt: Generated<Json>;
  published_at: Timestamp;
  active: Flag;
  /** When the record went to the trash (migration 0014); NULL while it is live. */
  deleted_at: Timestamp | null;
}

export interface ContractsTable {
  id: Generated<number>;
  /** Per language (migration 0002); the Turkish name is required and makes the seo_name. */
  name: Json;
  seo_name: string;
  /** The contract text per language (sanitized HTML), the spec's `form_data`. */
  form_data: Json;
  queue: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When the record went to the trash (migration 0014); NULL while it is live. */
  deleted_at: Timestamp | null;
}

/** A company's request for an in-house training (migration 0020, issue 32). */
export interface CorporateRequestsTable extends FollowedUpRequest, CorporateRequestRecord {
  id: Generated<number>;
  /** The visitor's language: their confirmation e-mail spoke it. */
  lang: Generated<string>;
  /** yeni → arandı → teklif verildi / kapandı, stored as new, called, offered, closed. */
  status: Generated<string>;
}

/**
 * What a form's message in the back office's inbox (contact_messages, hr_applications) keeps beside its own
 * fields: who sent it, whether it was read, its folder, the KVKK consent and where it came from and when.
 */
interface InboxMessage {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  check: Flag;
  section: 'mail' | 'trash';
  ip: string | null;
  /** The KVKK notice accepted (migration 0007): "<seo name>@<its updated_at>"; NULL before consent was asked. */
  consent_version: string | null;
  consent_at: Timestamp | null;
  created_at: Timestamp;
}

export interface ContactMessagesTable extends InboxMessage {
  subject: string;
  message: string;
}

export interface HrApplicationsTable extends InboxMessage {
  position: string;
  message: string;
  cv_path: string;
  cv_mime: string;
  cv_original_name: string;
}

export interface ContactInformationTable {
  id: Generated<number>;
  section: string;
  name: string;
  content: string;
  lang: string;
  queue: number;
}

export interface SocialMediaTable {
  id: Generated<number>;
  name: string;
  uri: string;
  queue: number;
}

/** Single row (id 1). */
export interface SiteSettingsTable {
  id: number;
  google_script: string;
  yandex_script: string;
  fb_pixel_script: string;
  keywords: Json;
  updated_at: Timestamp;
  /** Days a content record stays in the trash before the retention job deletes it (migration 0014). */
  trash_retention_days: Generated<number>;
  /** Hours a seat offered to the waiting list is held for the visitor (migration 0019). */
  waitlist_hold_hours: Generated<number>;
  /** JSON list of pre-registration statuses whose setting by the office e-mails the visitor. */
  confirmation_mail_statuses: Generated<string>;
}

/** Single row (id 1): SPEC §3 Configuration. */
export interface CompanyConfigTable {
  id: number;
  main_logo_path: string;
  fav_ico_logo_path: string;
  second_logo_path: string;
  main_color: string;
  second_color: string;
  project_company_name: string;
  company_name: Json;
  project_company_url: string;
  updated_at: Timestamp;
}

export interface SupportRequestsTable {
  id: Generated<number>;
  user_id: number | null;
  subject: string;
  message: string;
  priority: 'low' | 'normal' | 'high';
  status: 'open' | 'in_progress' | 'closed';
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A record's address before its seo name changed (migration 0004): answered with 301 to the current one. */
export interface OldAddressesTable {
  kind: string;
  seo_name: string;
  record_id: number;
  moved_at: string;
}

/** A record's slug in a language other than the default one (migration 0023); the default's is its seo_name. */
export interface SeoSlugsTable {
  /** The record's table: products, news, … */
  resource: string;
  record_id: number;
  lang: string;
  slug: string;
}

/** An e-mail waiting to be sent, or sent (migration 0006). */
export interface MailOutboxTable extends MailOutboxRecord {
  id: Generated<number>;
  reply_to: string | null;
  text: string;
  html: string;
  /** While an instance sends it, until when; another instance may take it after. */
  claimed_until: Timestamp | null;
}

/** A "Şifremi unuttum" link (migration 0008): the token's hash, single use, short-lived. */
export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  ip: string;
  created_at: Timestamp;
}

/** Single row (id 1, migration 0007): the KVKK notice and how long submissions are kept. */
export interface PrivacySettingsTable {
  id: number;
  /** NULL: the contract whose seo name is `kvkk-aydinlatma-metni`. */
  notice_contract_id: number | null;
  /** Months; NULL keeps them forever. */
  application_retention_months: number | null;
  contact_retention_months: number | null;
  /** Months after the session's date (migration 0018); NULL keeps them forever. */
  pre_registration_retention_months: number | null;
  /** Days after an e-mail is done (sent, failed, cancelled) before its texts and addresses are cleared. */
  outbox_retention_days: number | null;
  /** Months before the personal fields of the audit log's copies are redacted. */
  audit_personal_retention_months: number | null;
  updated_at: Timestamp;
}

/** One purge by the retention job (migration 0007): what kind, how many, which ids; no personal data. */
export interface RetentionPurgesTable {
  id: Generated<number>;
  /** shared/schemas/kvkkSettings.ts retentionKinds. */
  kind: RetentionKind;
  /** The period in the kind's unit: days for mail_outbox (migration 0018), months for the others. */
  months: number;
  /** Rows created before this instant were deleted. */
  cutoff: Timestamp;
  count: number;
  /** JSON list of the deleted rows' ids. */
  ids: Json;
  purged_at: Timestamp;
}

/** One successful back office write (migration 0010): who, what, when, the record before and after. */
export interface AuditLogTable extends AuditWrite {
  id: Generated<number>;
  /** JSON list of the top-level fields that changed. */
  changes: string;
  /** JSON with secrets removed; NULL when there was no record (before a create, after a delete). */
  before_json: string | null;
  after_json: string | null;
  ip: string | null;
  /** When the retention job redacted the personal fields of the copies (migration 0018); NULL: not yet. */
  personal_redacted_at: Generated<Timestamp | null>;
}

/** A user's two-step sign-in (migration 0012). The secret never leaves the server after setup. */
export interface UserTwoStepTable {
  user_id: number;
  /** The TOTP secret, base32. */
  secret: string;
  /** NULL while set up but not yet confirmed with a code. */
  enabled_at: Timestamp | null;
  /** The newest 30-second step a code was accepted for: older and equal steps are refused (no replay). */
  last_step: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A recovery code (migration 0012): its SHA-256 only, used once. */
export interface TwoStepRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

/** The sign-in between the password and the second step (migration 0012): hashed, five minutes, once. */
export interface TwoStepChallengesTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  kind: 'code' | 'enrol';
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** Single row (id 1, migration 0012): the site owner's security choices. */
export interface SecuritySettingsTable {
  id: number;
  two_step_required_for_admins: Flag;
  updated_at: Timestamp;
}

/** Keys the server signs with, one per purpose (migration 0016: the preview addresses' key). */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: Timestamp;
}

/**
 * One data-subject request answered from the back office (migration 0017): an export or an erasure, who did
 * it and the office's reference; never the person's e-mail, phone or name.
 */
export interface PersonalDataRequestsTable {
  id: Generated<number>;
  created_at: Timestamp;
  /** No foreign key: the record outlives the user; the name is a copy taken at the time. */
  user_id: number | null;
  user_name: string;
  action: 'export' | 'erase';
  /** The office's own note: the request's channel and number (not the person's data). */
  reference: string;
  /** JSON {table: rows found (export) or erased (erase)}. */
  counts: Json;
  /** Uploaded files exported or removed. */
  files: number;
}

export interface Database {
  role_groups: RoleGroupsTable;
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  languages: LanguagesTable;
  page_meta: PageMetaTable;
  contents: ContentsTable;
  categories: CategoriesTable;
  products: ProductsTable;
  product_sessions: ProductSessionsTable;
  product_instructors: ProductInstructorsTable;
  pre_registrations: PreRegistrationsTable;
  corporate_requests: CorporateRequestsTable;
  files: FilesTable;
  instructors: InstructorsTable;
  brands: BrandsTable;
  news: NewsTable;
  contracts: ContractsTable;
  contact_messages: ContactMessagesTable;
  hr_applications: HrApplicationsTable;
  contact_information: ContactInformationTable;
  social_media: SocialMediaTable;
  site_settings: SiteSettingsTable;
  company_config: CompanyConfigTable;
  support_requests: SupportRequestsTable;
  old_addresses: OldAddressesTable;
  seo_slugs: SeoSlugsTable;
  mail_outbox: MailOutboxTable;
  privacy_settings: PrivacySettingsTable;
  retention_purges: RetentionPurgesTable;
  password_resets: PasswordResetsTable;
  open_positions: OpenPositionsTable;
  testimonials: TestimonialsTable;
  client_references: ClientReferencesTable;
  audit_log: AuditLogTable;
  user_two_step: UserTwoStepTable;
  two_step_recovery_codes: TwoStepRecoveryCodesTable;
  two_step_challenges: TwoStepChallengesTable;
  security_settings: SecuritySettingsTable;
  server_secrets: ServerSecretsTable;
  personal_data_requests: PersonalDataRequestsTable;
}
