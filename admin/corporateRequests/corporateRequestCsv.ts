import type { AdminCorporateRequest } from '../../shared/schemas/corporateRequest';
import { csvExporter } from '../common/csvDownload';
import { type CsvColumn, fieldColumn } from '../common/csvExport';
import { requestCsvColumns } from '../common/requestCsvColumns';

/* The Kurumsal Talepler export, as Ön Kayıtlar's: headers in the panel's language, dates in Turkish time. */
const column = fieldColumn<AdminCorporateRequest>('corporate-requests');

export const corporateRequestCsvColumns: CsvColumn<AdminCorporateRequest>[] = [
  column('company'),
  column('name'),
  column('email'),
  column('phone'),
  column('participants'),
  column('topics'),
  column('preferred_dates'),
  column('city'),
  column('online', (r) => ({ key: `app.corporateRequests.online_${r.online ? 'yes' : 'no'}` })),
  ...requestCsvColumns<AdminCorporateRequest>('corporate-requests', 'app.corporateRequests'),
];

/** Every record the filters select (react-admin fetches up to 1,000), as the Turkish CSV Excel opens. */
export const exportCorporateRequests = csvExporter('kurumsal-talepler', corporateRequestCsvColumns);
