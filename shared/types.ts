/** A text in every language the site has, keyed by language abbr: { tr: 'Eğitim', en: 'Training' }. */
export type Translated = Record<string, string>;

/** A record the back office can move to the trash and bring back (issue 28). */
export interface Trashable {
  /** When it was moved to the trash; null while it is live. */
  deleted_at: string | null;
}

/** A record with an address of its own in every language (issue 30). */
export interface Slugged {
  seo_name: string;
  /** The other languages' own slugs; GET /:id and saves only, not the list or the tree. */
  seo_names?: Translated;
}

/** The envelope every API answer uses. */
export interface ApiSuccess<T> {
  success: true;
  message?: string;
  data: T;
}

export interface ApiFailure {
  success: false;
  message: string;
  /** Per-field messages for a validation failure: { email: 'Geçerli E-Mail Adresi Giriniz' }. */
  errors?: Record<string, string>;
  /** With a back office 401: why the session ended ('idle' | 'expired' | 'revoked', shared/sessionIdle.ts). */
  reason?: string;
}

export interface Paged<T> {
  items: T[];
  page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export type RoleGroupKey = 'admin' | 'editor';

export interface CurrentUser {
  name: string;
  email: string;
  role_group: { key: RoleGroupKey | string; name: string; permissions: string[] };
}

export interface LoginResponse {
  success: true;
  message: string;
  data: CurrentUser;
  token: string;
  /** Seconds until the token expires. */
  expires_in: number;
  /** Seconds a session may stay unused before it ends (SESSION_IDLE_SECONDS, issue 27). */
  idle_seconds: number;
  /**
   * Only when this sign-in set up two-step sign-in (the 'enrol' step): the ten recovery codes, shown once.
   */
  recovery_codes?: string[];
}

/** What the password step asks next (issue 27): a code from the authenticator app, or setting one up first. */
export type TwoStepKind = 'code' | 'enrol';

/**
 * POST /api/auth/login when the account needs a second step: no session yet (no token, no cookie), but a
 * challenge to send with the code to POST /api/auth/two-step (and, for 'enrol', to .../two-step/setup).
 */
export interface TwoStepChallengeResponse {
  success: true;
  message: string;
  two_step: TwoStepKind;
  /** Opaque, single use, bound to the account; only its hash is stored. */
  challenge: string;
  /** Seconds the challenge stays valid. */
  challenge_expires_in: number;
}

/** Every answer of POST /api/auth/login: signed in, or one step to go. */
export type LoginAnswer = LoginResponse | TwoStepChallengeResponse;

export const needsSecondStep = (answer: LoginAnswer): answer is TwoStepChallengeResponse =>
  'two_step' in answer && typeof answer.two_step === 'string';

/** A new TOTP secret to scan (shown once): POST /api/admin/two-step/setup and /api/auth/two-step/setup. */
export interface TwoStepSetup {
  /** Base32, for typing into the app by hand. */
  secret: string;
  otpauth_uri: string;
  /** The otpauth URI as a QR code: a data:image/svg+xml URL. */
  qr_code: string;
}

/** The signed-in user's two-step sign-in: GET /api/admin/two-step. */
export interface TwoStepStatus {
  enabled: boolean;
  enabled_at: string | null;
  /** Unused recovery codes left. */
  recovery_codes_left: number;
  /** The site requires two-step sign-in of this user (an administrator, with the setting on). */
  required: boolean;
}

export interface SiteSettings {
  google_script: string;
  yandex_script: string;
  fb_pixel_script: string;
  keywords: string[];
  /** Days a content record stays in the trash before it is deleted for good (issue 28). */
  trash_retention_days: number;
  /** Hours a seat offered from the waiting list is held (issue 29). */
  waitlist_hold_hours: number;
  /** Pre-registration statuses whose setting by the office e-mails the visitor: 'confirmed' by default. */
  confirmation_mail_statuses: ('new' | 'called' | 'confirmed' | 'cancelled')[];
}

/** The static-language dictionary sections (SPEC §3). */
export const dictionarySections = ['navbar', 'footer', 'home', 'form_input', 'form_error'] as const;
export type DictionarySection = (typeof dictionarySections)[number];
export type Dictionary = Record<DictionarySection, Record<string, string>>;

export const defaultLanguage = 'tr';
