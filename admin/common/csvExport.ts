/*
 * CSV files the office opens in Excel. Pure: a list's exporter builds the text here and hands it to
 * react-admin's downloadCSV.
 *
 * - UTF-8 with a byte order mark: without it Excel reads the file as Windows-1254/1252 and ç ğ ı ş turn to
 *   mojibake. (A `sep=;` line would pick the delimiter too, but Excel then ignores the BOM.)
 * - Semicolons between fields by default: Excel with Turkish regional settings splits on the list
 *   separator, which is ';' there (',' is the decimal mark), so a comma file opens as one column.
 * - CRLF between records and quotes where needed (RFC 4180).
 * - A cell starting with = + - @ (or a tab / carriage return) is prefixed with an apostrophe: the values are
 *   what visitors typed, and Excel would run them as formulas (CSV injection, OWASP).
 */

export const byteOrderMark = '\uFEFF';

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null | undefined;
}

export interface CsvOptions {
  delimiter?: ';' | ',' | '\t';
}

const formulaStart = /^[=+\-@\t\r]/;

/** One cell: formulas defused, quoted when it holds the delimiter, a quote or a line break. */
export function csvCell(value: string | number | null | undefined, delimiter = ';'): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`;
  const needsQuotes = text.includes(delimiter) || /["\r\n]/.test(text);
  return needsQuotes ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: BOM, the header row, one row per record. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[], options: CsvOptions = {}) {
  const delimiter = options.delimiter ?? ';';
  const line = (cells: (string | number | null | undefined)[]) =>
    cells.map((cell) => csvCell(cell, delimiter)).join(delimiter);
  const lines = [
    line(columns.map((column) => column.header)),
    ...rows.map((row) => line(columns.map((column) => column.value(row)))),
  ];
  return `${byteOrderMark}${lines.join('\r\n')}\r\n`;
}

/** A flag as the office reads it in the exports (the files are in Turkish whatever the panel's language). */
export const yesNo = (flag: unknown) => (flag && flag !== '0' ? 'Evet' : 'Hayır');

/** A file name for today's export: `<base>-YYYY-MM-DD` in Turkish time (downloadCSV adds `.csv`). */
export function csvFileName(base: string, now = new Date()): string {
  const turkeyDay = new Date(now.getTime() + 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return `${base}-${turkeyDay}`;
}
