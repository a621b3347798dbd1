import { formatConsentVersion } from '../../shared/consentNotice';
import type { AdminCorporateRequest } from '../../shared/schemas/corporateRequest';
import { formatTurkeyTime } from '../catalogue/turkeyTime';
import { panelCsv, panelLanguage } from '../common/csvDownload';
import type { CsvColumn } from '../common/csvExport';

/* The Kurumsal Talepler export, as Ön Kayıtlar's: headers in the panel's language, dates in Turkish time. */
const field = (name: string) => `resources.corporate-requests.fields.${name}`;

const columns: CsvColumn<AdminCorporateRequest>[] = [
  { header: field('company'), value: (r) => r.company },
  { header: field('name'), value: (r) => r.name },
  { header: field('email'), value: (r) => r.email },
  { header: field('phone'), value: (r) => r.phone },
  { header: field('participants'), value: (r) => r.participants },
  { header: field('topics'), value: (r) => r.topics },
  { header: field('preferred_dates'), value: (r) => r.preferred_dates },
  { header: field('city'), value: (r) => r.city },
  {
    header: field('online'),
    value: (r) => ({ key: `app.corporateRequests.online_${r.online ? 'yes' : 'no'}` }),
  },
  {
    header: field('status'),
    value: (r) => ({ key: `app.corporateRequests.statuses.${r.status}`, fallback: r.status }),
  },
  { header: field('note'), value: (r) => r.note },
  { header: field('owner_note'), value: (r) => r.owner_note },
  { header: field('created_at'), value: (r) => formatTurkeyTime(r.created_at) },
  {
    header: field('consent_version'),
    value: (r) => formatConsentVersion(r.consent_version, panelLanguage()),
  },
  { header: field('consent_at'), value: (r) => formatTurkeyTime(r.consent_at) },
];

export const corporateRequestCsv = (records: readonly AdminCorporateRequest[]) => panelCsv(records, columns);
