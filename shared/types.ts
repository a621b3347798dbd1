/** A text in every language the site has, keyed by language abbr: { tr: 'Eğitim', en: 'Training' }. */
export type Translated = Record<string, string>;

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

export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;

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
}

export interface SiteSettings {
  google_script: string;
  yandex_script: string;
  fb_pixel_script: string;
  keywords: string[];
}

/** The static-language dictionary sections (SPEC §3). */
export const dictionarySections = ['navbar', 'footer', 'home', 'form_input', 'form_error'] as const;
export type DictionarySection = (typeof dictionarySections)[number];
export type Dictionary = Record<DictionarySection, Record<string, string>>;

export const defaultLanguage = 'tr';
