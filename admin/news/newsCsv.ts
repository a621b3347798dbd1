import type { AdminNews } from '../../shared/schemas/news';
import { paths } from '../../shared/routes';
import { pickText } from '../catalogue/translated';
import { formatTurkeyTime } from '../catalogue/turkeyTime';
import { csvExporter } from '../common/csvDownload';
import { type CsvColumn, yesNo } from '../common/csvExport';

/** Haberler as the office reads them: Turkish texts, the site address, Istanbul time, Evet/Hayır. */
export const newsCsvColumns: CsvColumn<AdminNews & { id: number }>[] = [
  { header: 'Başlık', value: (r) => pickText(r.title) },
  { header: 'Özet', value: (r) => pickText(r.summary) },
  { header: 'Yayın Tarihi (İstanbul)', value: (r) => formatTurkeyTime(r.published_at) },
  { header: 'Aktif', value: (r) => yesNo(r.active) },
  { header: 'Adres', value: (r) => paths.news(r.seo_name) },
];

export const exportNews = csvExporter('haberler', newsCsvColumns);
