import type { AdminProductListItem } from '../../shared/schemas/product';
import { paths } from '../../shared/routes';
import { pickText } from '../catalogue/translated';
import { formatTurkeyTime } from '../catalogue/turkeyTime';
import { csvExporter } from '../common/csvDownload';
import { type CsvColumn, yesNo } from '../common/csvExport';

/** The training calendar's courses as the list selects them: Turkish titles, the next session in Turkish time. */
export const productCsvColumns: CsvColumn<AdminProductListItem>[] = [
  { header: 'app.csv.course', value: (r) => pickText(r.title) },
  { header: 'app.csv.category', value: (r) => pickText(r.category_name) },
  { header: 'app.csv.next_session', value: (r) => formatTurkeyTime(r.next_session_at) },
  { header: 'app.csv.popular', value: (r) => yesNo(r.is_popular) },
  { header: 'app.csv.published', value: (r) => yesNo(r.is_published) },
  { header: 'app.csv.updated_at', value: (r) => formatTurkeyTime(r.updated_at) },
  { header: 'app.csv.address', value: (r) => paths.course(r.seo_name) },
];

export const exportProducts = csvExporter('egitimler', productCsvColumns);
