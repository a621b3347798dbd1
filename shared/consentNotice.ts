/*
 * The consent id stored with every submission that took personal data (contact messages, HR applications,
 * pre-registrations): "<the notice contract's seo name>@<its updated_at>" (server/services/kvkkSettings.ts
 * consentVersion), so a later edit of the notice is a new version. People read it as the notice's name and
 * the day of that version, in Istanbul time: "KVKK Aydınlatma Metni, sürüm 26.11.2026". Pure: the panel's
 * screens and its CSV files both use it.
 */

/** The notice until the back office names another contract: the one the demo content and old installs have. */
export const defaultKvkkNoticeSeoName = 'kvkk-aydinlatma-metni';

/** What the server stores when the site had no notice at all when the visitor consented. */
export const missingNoticeVersion = 'missing';

const texts = {
  tr: { notice: 'KVKK Aydınlatma Metni', version: 'sürüm', missing: 'sitede yayımlı metin yoktu' },
  en: { notice: 'KVKK notice', version: 'version', missing: 'no notice was published on the site' },
} as const;

// Turkey keeps UTC+3 all year (since 2016), as the panel's other dates assume (admin/catalogue/turkeyTime.ts).
const istanbulOffsetMs = 3 * 60 * 60 * 1000;
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const seoName = /^[a-z0-9][a-z0-9-]*$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** The Istanbul calendar day of an ISO instant, as DD.MM.YYYY; undefined for anything else. */
function istanbulDay(value: string): string | undefined {
  if (!isoInstant.test(value)) return undefined;
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return undefined;
  const day = new Date(time + istanbulOffsetMs);
  return `${pad(day.getUTCDate())}.${pad(day.getUTCMonth() + 1)}.${day.getUTCFullYear()}`;
}

/**
 * A stored consent id as people read it, in the panel's language (Turkish unless 'en'). Another contract
 * than the default notice is named by its address; an id of another shape is shown as it is, and no id as ''.
 */
export function formatConsentVersion(id: string | null | undefined, language: string = 'tr'): string {
  if (!id) return '';
  const at = id.indexOf('@');
  const name = id.slice(0, at);
  const version = id.slice(at + 1);
  if (at <= 0 || !seoName.test(name)) return id;
  const text = texts[language === 'en' ? 'en' : 'tr'];
  const notice = name === defaultKvkkNoticeSeoName ? text.notice : `${text.notice} (${name})`;
  if (version === missingNoticeVersion) return `${notice} (${text.missing})`;
  const day = istanbulDay(version);
  return day ? `${notice}, ${text.version} ${day}` : id;
}
