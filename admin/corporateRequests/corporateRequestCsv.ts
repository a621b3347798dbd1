import type { AdminCorporateRequest } from '../../shared/schemas/corporateRequest';
import { csvExporter } from '../common/csvDownload';
import type { CsvColumn } from '../common/csvExport';
import { requestCsvColumns } from '../common/requestCsvColumns';

/* The Kurumsal Talepler export, as Ön Kayıtlar's: headers in the panel's language, dates in Turkish time. */
const field = (name: string) => `resources.corporate-requests.fields.${name}`;

export const corporateRequestCsvColumns: CsvColumn<AdminCorporateRequest>[] = [
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
  ...requestCsvColumns<AdminCorporateRequest>('corporate-requests', 'app.corporateRequests'),
];

/** Every record the filters select (react-admin fetches up to 1,000), as the Turkish CSV Excel opens. */
export const exportCorporateRequests = csvExporter('kurumsal-talepler', corporateRequestCsvColumns);
