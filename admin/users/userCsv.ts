import { csvExporter } from '../common/csvDownload';
import { type CsvColumn, yesNo } from '../common/csvExport';
import type { UserRecord } from './userTypes';

/** Who can sign in: name, e-mail, role group and whether active. No password, token or reset data, ever. */
export const userCsvColumns: CsvColumn<UserRecord>[] = [
  { header: 'app.csv.name', value: (r) => r.name },
  { header: 'app.csv.email', value: (r) => r.email },
  { header: 'app.csv.role_group', value: (r) => r.role_group?.name },
  { header: 'app.csv.active', value: (r) => yesNo(r.active) },
];

export const exportUsers = csvExporter('kullanicilar', userCsvColumns);
