import { formatConsentVersion } from '../../shared/consentNotice';
import { panelCsv, panelLanguage } from '../common/csvDownload';
import type { CsvColumn } from '../common/csvExport';
import { formatTurkeyTime } from '../catalogue/turkeyTime';
import type { PreRegistrationRecord } from './preRegistrationTypes';

/*
 * The Ön Kayıtlar export, its headers and words in the panel's language (the course titles as stored, in
 * Turkish). Dates as the panel writes them, in Turkish time; the status and the waiting-list flag as words;
 * the accepted notice by its name and version day, not its stored id.
 */
const field = (name: string) => `resources.pre-registrations.fields.${name}`;
const texts = 'app.preRegistrations';

const columns: CsvColumn<PreRegistrationRecord>[] = [
  { header: field('course_title'), value: (r) => r.course_title },
  { header: field('session_starts_at'), value: (r) => formatTurkeyTime(r.session_starts_at) },
  { header: field('session_place'), value: (r) => r.session_place },
  { header: field('name'), value: (r) => r.name },
  { header: field('email'), value: (r) => r.email },
  { header: field('phone'), value: (r) => r.phone },
  { header: field('company'), value: (r) => r.company },
  { header: field('participants'), value: (r) => r.participants },
  { header: field('waitlist'), value: (r) => ({ key: `${texts}.waitlist_${r.waitlist ? 'yes' : 'no'}` }) },
  { header: field('status'), value: (r) => ({ key: `${texts}.statuses.${r.status}`, fallback: r.status }) },
  { header: field('note'), value: (r) => r.note },
  { header: field('owner_note'), value: (r) => r.owner_note },
  { header: field('created_at'), value: (r) => formatTurkeyTime(r.created_at) },
  {
    header: field('consent_version'),
    value: (r) => formatConsentVersion(r.consent_version, panelLanguage()),
  },
  { header: field('consent_at'), value: (r) => formatTurkeyTime(r.consent_at) },
];

export const preRegistrationCsv = (records: readonly PreRegistrationRecord[]) => panelCsv(records, columns);
