import type { AdminInstructor } from '../../shared/schemas/instructor';
import { paths } from '../../shared/routes';
import { pickText } from '../catalogue/translated';
import { csvExporter } from '../common/csvDownload';
import { type CsvColumn, yesNo } from '../common/csvExport';

/** Eğitmenler in the site's order, with their Turkish title and how many courses they give. */
export const instructorCsvColumns: CsvColumn<AdminInstructor>[] = [
  { header: 'app.csv.name', value: (r) => r.name },
  { header: 'app.csv.instructor_title', value: (r) => pickText(r.title) },
  { header: 'app.csv.course_count', value: (r) => r.product_ids.length },
  { header: 'app.csv.active', value: (r) => yesNo(r.active) },
  { header: 'app.csv.address', value: (r) => paths.instructor(r.seo_name) },
];

export const exportInstructors = csvExporter('egitmenler', instructorCsvColumns);
