import type { AdminInstructor } from '../../shared/schemas/instructor';
import { paths } from '../../shared/routes';
import { pickText } from '../catalogue/translated';
import { csvExporter } from '../common/csvDownload';
import { type CsvColumn, yesNo } from '../common/csvExport';

/** Eğitmenler in the site's order, with their Turkish title and how many courses they give. */
export const instructorCsvColumns: CsvColumn<AdminInstructor>[] = [
  { header: 'Ad Soyad', value: (r) => r.name },
  { header: 'Ünvan', value: (r) => pickText(r.title) },
  { header: 'Eğitim Sayısı', value: (r) => r.product_ids.length },
  { header: 'Aktif', value: (r) => yesNo(r.active) },
  { header: 'Adres', value: (r) => paths.instructor(r.seo_name) },
];

export const exportInstructors = csvExporter('egitmenler', instructorCsvColumns);
