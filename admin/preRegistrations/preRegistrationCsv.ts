import { csvExporter } from '../common/csvDownload';
import type { CsvColumn } from '../common/csvExport';
import { requestCsvColumns } from '../common/requestCsvColumns';
import { formatTurkeyTime } from '../catalogue/turkeyTime';
import type { PreRegistrationRecord } from './preRegistrationTypes';

/*
 * The Ön Kayıtlar export, its headers and words in the panel's language (the course titles as stored, in
 * Turkish). Dates as the panel writes them, in Turkish time; the waiting-list flag as a word; the pipeline and
 * consent columns as every visitor request's (requestCsvColumns).
 */
const field = (name: string) => `resources.pre-registrations.fields.${name}`;
const texts = 'app.preRegistrations';

export const preRegistrationCsvColumns: CsvColumn<PreRegistrationRecord>[] = [
  { header: field('course_title'), value: (r) => r.course_title },
  { header: field('session_starts_at'), value: (r) => formatTurkeyTime(r.session_starts_at) },
  { header: field('session_place'), value: (r) => r.session_place },
  { header: field('name'), value: (r) => r.name },
  { header: field('email'), value: (r) => r.email },
  { header: field('phone'), value: (r) => r.phone },
  { header: field('company'), value: (r) => r.company },
  { header: field('participants'), value: (r) => r.participants },
  { header: field('waitlist'), value: (r) => ({ key: `${texts}.waitlist_${r.waitlist ? 'yes' : 'no'}` }) },
  ...requestCsvColumns<PreRegistrationRecord>('pre-registrations', texts),
];

/** Every record the filters select (react-admin fetches up to 1,000), as the Turkish CSV Excel opens. */
export const exportPreRegistrations = csvExporter('on-kayitlar', preRegistrationCsvColumns);
