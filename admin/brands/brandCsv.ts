import type { AdminBrand } from '../../shared/schemas/brand';
import { paths } from '../../shared/routes';
import { csvExporter } from '../common/csvDownload';
import { type CsvColumn, yesNo } from '../common/csvExport';

/** Markalar in the site's order (the list's drag order). */
export const brandCsvColumns: CsvColumn<AdminBrand>[] = [
  { header: 'Marka', value: (r) => r.name },
  { header: 'Web Sitesi', value: (r) => r.website },
  { header: 'Aktif', value: (r) => yesNo(r.active) },
  { header: 'Adres', value: (r) => paths.brand(r.seo_name) },
];

export const exportBrands = csvExporter('markalar', brandCsvColumns);
