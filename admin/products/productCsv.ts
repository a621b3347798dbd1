import type { AdminProductListItem } from '../../shared/schemas/product';
import { paths } from '../../shared/routes';
import { pickText } from '../catalogue/translated';
import { formatTurkeyTime } from '../catalogue/turkeyTime';
import { csvExporter } from '../common/csvDownload';
import { type CsvColumn, yesNo } from '../common/csvExport';

/** The training calendar's courses as the list selects them: Turkish titles, the next session in Turkish time. */
export const productCsvColumns: CsvColumn<AdminProductListItem>[] = [
  { header: 'Eğitim', value: (r) => pickText(r.title) },
  { header: 'Kategori', value: (r) => pickText(r.category_name) },
  { header: 'Sıradaki Oturum (İstanbul)', value: (r) => formatTurkeyTime(r.next_session_at) },
  { header: 'Popüler', value: (r) => yesNo(r.is_popular) },
  { header: 'Yayında', value: (r) => yesNo(r.is_published) },
  { header: 'Güncellenme (İstanbul)', value: (r) => formatTurkeyTime(r.updated_at) },
  { header: 'Adres', value: (r) => paths.course(r.seo_name) },
];

export const exportProducts = csvExporter('egitimler', productCsvColumns);
