import { formatTurkeyTime } from '../catalogue/turkeyTime';
import { csvExporter } from '../common/csvDownload';
import type { CsvColumn } from '../common/csvExport';
import { supportMessages } from './messages';
import type { SupportRecord } from './supportTypes';

const { priorities, statuses } = supportMessages.tr.app.support;
const { fields } = supportMessages.tr.resources.support;

/** Destek talepleri: priority and status as the panel words them in Turkish, dates in Turkish time. */
export const supportCsvColumns: CsvColumn<SupportRecord>[] = [
  { header: fields.subject, value: (r) => r.subject },
  { header: fields.message, value: (r) => r.message },
  { header: fields.priority, value: (r) => priorities[r.priority] ?? r.priority },
  { header: fields.status, value: (r) => statuses[r.status] ?? r.status },
  { header: fields.user_name, value: (r) => r.user_name },
  { header: `${fields.created_at} (İstanbul)`, value: (r) => formatTurkeyTime(r.created_at) },
];

export const exportSupportRequests = csvExporter('destek-talepleri', supportCsvColumns);
