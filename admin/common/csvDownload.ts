import { downloadCSV, type Exporter, type RaRecord } from 'react-admin';
import { type CsvColumn, csvFileName, toCsv } from './csvExport';

/**
 * A list's react-admin exporter from its columns: the Turkish CSV (./csvExport.ts) downloaded as
 * `<base>-<Turkish date>.csv`. Columns are chosen one by one, so nothing the API adds later (or a secret)
 * ends up in a file by accident.
 */
export function csvExporter<T extends RaRecord>(base: string, columns: readonly CsvColumn<T>[]): Exporter<T> {
  return (records) => downloadCSV(toCsv(records, columns), csvFileName(base));
}
