import { downloadCSV, type Exporter, type RaRecord } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import { type CsvColumn, csvFileName, type CsvTranslate, toCsv } from './csvExport';

/**
 * The panel's translate as it is when the file is made: the language the office is reading the panel in
 * (react-admin calls an exporter without its translate, so the i18n provider itself is asked).
 */
export const panelTranslate: CsvTranslate = (key, fallback) =>
  i18nProvider.translate(key, { _: fallback ?? key });

/** The language the office is reading the panel in, for values a column words itself (a consent's notice). */
export const panelLanguage = (): string => i18nProvider.getLocale();

/** A CSV in the panel's language (./csvExport.ts). */
export const panelCsv = <T>(rows: readonly T[], columns: readonly CsvColumn<T>[]) =>
  toCsv(rows, columns, { translate: panelTranslate });

/**
 * A list's react-admin exporter from its columns: the CSV (./csvExport.ts) in the panel's language,
 * downloaded as `<base>-<Turkish date>.csv`. Columns are chosen one by one, so nothing the API adds later (or
 * a secret) ends up in a file by accident.
 */
export function csvExporter<T extends RaRecord>(base: string, columns: readonly CsvColumn<T>[]): Exporter<T> {
  return (records) => downloadCSV(panelCsv(records, columns), csvFileName(base));
}
