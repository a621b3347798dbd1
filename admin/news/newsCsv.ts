import type { AdminNews } from '../../shared/schemas/news';
import { paths } from '../../shared/routes';
import { pickText } from '../catalogue/translated';
import { formatTurkeyTime } from '../catalogue/turkeyTime';
import { csvExporter } from '../common/csvDownload';
import { type CsvColumn, yesNo } from '../common/csvExport';

/** Haberler as the office reads them: Turkish texts, the site address, Istanbul time, Evet/Hayır. */
export const newsCsvColumns: CsvColumn<AdminNews & { id: number }>[] = [
  { header: 'app.csv.title', value: (r) => pickText(r.title) },
  { header: 'app.csv.summary', value: (r) => pickText(r.summary) },
  { header: 'app.csv.published_at', value: (r) => formatTurkeyTime(r.published_at) },
  { header: 'app.csv.active', value: (r) => yesNo(r.active) },
  { header: 'app.csv.address', value: (r) => paths.news(r.seo_name) },
];

export const exportNews = csvExporter('haberler', newsCsvColumns);
