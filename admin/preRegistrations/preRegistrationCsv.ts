import { csvExporter } from '../common/csvDownload';
import { type CsvColumn, fieldColumn } from '../common/csvExport';
import { requestCsvColumns } from '../common/requestCsvColumns';
import { formatTurkeyTime } from '../catalogue/turkeyTime';
import type { PreRegistrationRecord } from './preRegistrationTypes';

/*
 * The Ön Kayıtlar export, its headers and words in the panel's language (the course titles as stored, in
 * Turkish). Dates as the panel writes them, in Turkish time; the waiting-list flag as a word; the pipeline and
 * consent columns as every visitor request's (requestCsvColumns).
 */
const column = fieldColumn<PreRegistrationRecord>('pre-registrations');
const texts = 'app.preRegistrations';

export const preRegistrationCsvColumns: CsvColumn<PreRegistrationRecord>[] = [
  column('course_title'),
  column('session_starts_at', (r) => formatTurkeyTime(r.session_starts_at)),
  column('session_place'),
  column('name'),
  column('email'),
  column('phone'),
  column('company'),
  column('participants'),
  column('waitlist', (r) => ({ key: `${texts}.waitlist_${r.waitlist ? 'yes' : 'no'}` })),
  ...requestCsvColumns<PreRegistrationRecord>('pre-registrations', texts),
];

/** Every record the filters select (react-admin fetches up to 1,000), as the Turkish CSV Excel opens. */
export const exportPreRegistrations = csvExporter('on-kayitlar', preRegistrationCsvColumns);
