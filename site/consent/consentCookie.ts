/*
 * The visitor's consent choice, kept in a first-party cookie that only the browser reads (the server renders
 * the same cached page for everyone and never looks at it). A choice carries the version of the texts and
 * categories it was given for: when those change, `consentVersion` goes up and every visitor is asked again.
 */

/** Keep in step with the categories server/services/integrationScripts.ts writes on each snippet. */
export const consentCategories = ['analytics', 'marketing'] as const;
export type ConsentCategory = (typeof consentCategories)[number];
export type ConsentCategories = Record<ConsentCategory, boolean>;

export interface ConsentChoice extends ConsentCategories {
  version: number;
  /** When the visitor chose (ISO 8601): a consent is evidence only with its date. */
  date: string;
}

export const consentCookieName = 'akademi_consent';
/**
 * Set on `<html>` by the head's script (prePaint.ts) when "accept" (`all`) or "reject" (`none`) was clicked
 * before the page was live; the buttons carry the same values as `data-consent-choice`.
 */
export const earlyChoiceAttribute = 'data-consent-early';
export const consentVersion = 1;
/** Six months: long enough not to nag, short enough that a choice is renewed twice a year. */
export const consentMaxAgeSeconds = 182 * 24 * 60 * 60;

export const isConsentCategory = (value: unknown): value is ConsentCategory =>
  consentCategories.includes(value as ConsentCategory);

/** The cookie's value: `v=1&analytics=1&marketing=0&date=…`, URL-encoded, so only characters a cookie value may hold. */
export function serializeConsent(choice: ConsentChoice): string {
  const params = new URLSearchParams({
    v: String(choice.version),
    analytics: choice.analytics ? '1' : '0',
    marketing: choice.marketing ? '1' : '0',
    date: choice.date,
  });
  return params.toString();
}

/** The stored choice, or null when there is none, it is unreadable, or it was given for another version. */
export function parseConsent(cookieHeader: string): ConsentChoice | null {
  const raw = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${consentCookieName}=`));
  if (!raw) return null;
  const params = new URLSearchParams(raw.slice(consentCookieName.length + 1));
  const version = Number(params.get('v'));
  const date = params.get('date') ?? '';
  if (version !== consentVersion || Number.isNaN(Date.parse(date))) return null;
  return {
    version,
    date,
    analytics: params.get('analytics') === '1',
    marketing: params.get('marketing') === '1',
  };
}

export function readConsentCookie(): ConsentChoice | null {
  return typeof document === 'undefined' ? null : parseConsent(document.cookie);
}

/** Stores the visitor's choice (dated now) and returns it. */
export function writeConsentCookie(categories: ConsentCategories, now = new Date()): ConsentChoice {
  const choice: ConsentChoice = {
    version: consentVersion,
    date: now.toISOString(),
    analytics: categories.analytics,
    marketing: categories.marketing,
  };
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    `${consentCookieName}=${serializeConsent(choice)}; Path=/; ` +
    `Max-Age=${consentMaxAgeSeconds}; SameSite=Lax${secure}`;
  return choice;
}
