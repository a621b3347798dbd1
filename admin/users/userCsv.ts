import { csvExporter } from '../common/csvDownload';
import { type CsvColumn, yesNo } from '../common/csvExport';
import type { UserRecord } from './userTypes';

/** Who can sign in: name, e-mail, role group and whether active. No password, token or reset data, ever. */
export const userCsvColumns: CsvColumn<UserRecord>[] = [
  { header: 'Ad Soyad', value: (r) => r.name },
  { header: 'E-Mail', value: (r) => r.email },
  { header: 'Yetki Grubu', value: (r) => r.role_group?.name },
  { header: 'Aktif', value: (r) => yesNo(r.active) },
];

export const exportUsers = csvExporter('kullanicilar', userCsvColumns);
