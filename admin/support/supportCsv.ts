import { formatTurkeyTime } from '../catalogue/turkeyTime';
import { csvExporter } from '../common/csvDownload';
import type { CsvColumn } from '../common/csvExport';
import type { SupportRecord } from './supportTypes';

const field = (name: string) => `resources.support.fields.${name}`;
const word = (group: 'priorities' | 'statuses', value: string) => ({
  key: `app.support.${group}.${value}`,
  fallback: value,
});

/** Destek talepleri: priority and status as the panel words them, dates in Turkish time. */
export const supportCsvColumns: CsvColumn<SupportRecord>[] = [
  { header: field('subject'), value: (r) => r.subject },
  { header: field('message'), value: (r) => r.message },
  { header: field('priority'), value: (r) => word('priorities', r.priority) },
  { header: field('status'), value: (r) => word('statuses', r.status) },
  { header: field('user_name'), value: (r) => r.user_name },
  { header: [field('created_at'), 'app.csv.istanbul'], value: (r) => formatTurkeyTime(r.created_at) },
];

export const exportSupportRequests = csvExporter('destek-talepleri', supportCsvColumns);
