import type { RaRecord } from 'react-admin';
import { paths } from '../../shared/routes';
import type { Translated } from '../../shared/types';
import { pickText } from '../catalogue/translated';
import { formatTurkeyTime } from '../catalogue/turkeyTime';
import { csvExporter } from '../common/csvDownload';
import type { CsvColumn } from '../common/csvExport';

/** A contract as the list holds it (server/routes/admin/contracts.ts); the texts themselves stay out. */
export interface ContractRow extends RaRecord {
  name: Translated;
  seo_name: string;
  updated_at: string;
}

/** Sözleşmeler: their Turkish name, where the site shows them and when they last changed. */
export const contractCsvColumns: CsvColumn<ContractRow>[] = [
  { header: 'app.csv.contract', value: (r) => pickText(r.name) },
  { header: 'app.csv.address', value: (r) => paths.contract(r.seo_name) },
  { header: 'app.csv.updated_at', value: (r) => formatTurkeyTime(r.updated_at) },
];

export const exportContracts = csvExporter('sozlesmeler', contractCsvColumns);
