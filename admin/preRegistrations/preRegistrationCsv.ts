import { type CsvColumn, toCsv } from '../common/csvExport';
import { formatTurkeyTime } from '../catalogue/turkeyTime';
import { preRegistrationMessages } from './messages';
import type { PreRegistrationRecord } from './preRegistrationTypes';

/*
 * The Ön Kayıtlar export. Always in Turkish, whatever the panel's language: it is the company's record (the
 * course titles are stored in Turkish too) and goes to colleagues' Excel. Dates as the panel writes them, in
 * Turkish time; the status and the waiting-list flag as words.
 */
const { fields } = preRegistrationMessages.tr.resources['pre-registrations'];
const texts = preRegistrationMessages.tr.app.preRegistrations;

const columns: CsvColumn<PreRegistrationRecord>[] = [
  { header: fields.course_title, value: (r) => r.course_title },
  { header: fields.session_starts_at, value: (r) => formatTurkeyTime(r.session_starts_at) },
  { header: fields.session_place, value: (r) => r.session_place },
  { header: fields.name, value: (r) => r.name },
  { header: fields.email, value: (r) => r.email },
  { header: fields.phone, value: (r) => r.phone },
  { header: fields.company, value: (r) => r.company },
  { header: fields.participants, value: (r) => r.participants },
  { header: fields.waitlist, value: (r) => (r.waitlist ? texts.waitlist_yes : texts.waitlist_no) },
  { header: fields.status, value: (r) => texts.statuses[r.status] ?? r.status },
  { header: fields.note, value: (r) => r.note },
  { header: fields.owner_note, value: (r) => r.owner_note },
  { header: fields.created_at, value: (r) => formatTurkeyTime(r.created_at) },
  { header: fields.consent_version, value: (r) => r.consent_version },
  { header: fields.consent_at, value: (r) => formatTurkeyTime(r.consent_at) },
];

export const preRegistrationCsv = (records: readonly PreRegistrationRecord[]) => toCsv(records, columns);
