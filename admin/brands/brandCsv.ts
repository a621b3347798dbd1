import type { AdminBrand } from '../../shared/schemas/brand';
import { paths } from '../../shared/routes';
import { csvExporter } from '../common/csvDownload';
import { type CsvColumn, yesNo } from '../common/csvExport';

/** Markalar in the site's order (the list's drag order). */
export const brandCsvColumns: CsvColumn<AdminBrand>[] = [
  { header: 'app.csv.brand', value: (r) => r.name },
  { header: 'app.csv.website', value: (r) => r.website },
  { header: 'app.csv.active', value: (r) => yesNo(r.active) },
  { header: 'app.csv.address', value: (r) => paths.brand(r.seo_name) },
];

export const exportBrands = csvExporter('markalar', brandCsvColumns);
