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
 * - Headers and the panel's own words (Evet/Hayır, statuses) are message keys of admin/i18n, written in the
 *   panel's language when the file is made (issue 30: the English panel exported Turkish headers);
 *   ./csvDownload.ts hands the panel's translate in.
 */

export const byteOrderMark = '\uFEFF';

/** One of the panel's own words in a cell: a message key, with the text to show when it has none. */
export interface CsvWord {
  key: string;
  fallback?: string;
}

export type CsvValue = string | number | null | undefined | CsvWord;

export interface CsvColumn<T> {
  /** The header's message key, or keys joined by a space ('Tarih (İstanbul)'). */
  header: string | readonly string[];
  value: (row: T) => CsvValue;
}

/** Gives a message key's text in the panel's language (react-admin's translate). */
export type CsvTranslate = (key: string, fallback?: string) => string;

export interface CsvOptions {
  delimiter?: ';' | ',' | '\t';
  /** Without it the keys are written as they are (a column given plain texts). */
  translate?: CsvTranslate;
}

const asIs: CsvTranslate = (key) => key;

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
  const translate = options.translate ?? asIs;
  const text = (value: CsvValue) =>
    value !== null && typeof value === 'object' ? translate(value.key, value.fallback) : value;
  const header = ({ header: keys }: CsvColumn<T>) =>
    typeof keys === 'string' ? translate(keys) : keys.map((key) => translate(key)).join(' ');
  const line = (cells: (string | number | null | undefined)[]) =>
    cells.map((cell) => csvCell(cell, delimiter)).join(delimiter);
  const lines = [
    line(columns.map(header)),
    ...rows.map((row) => line(columns.map((column) => text(column.value(row))))),
  ];
  return `${byteOrderMark}${lines.join('\r\n')}\r\n`;
}

/** A flag as the office reads it in the exports: Evet/Hayır, Yes/No in the English panel. */
export const yesNo = (flag: unknown): CsvWord => ({
  key: flag && flag !== '0' ? 'app.csv.yes' : 'app.csv.no',
});

/** The fields of T whose stored value a cell can show as it is. */
type PlainField<T> = { [K in keyof T & string]: T[K] extends CsvValue ? K : never }[keyof T & string];

interface FieldColumn<T> {
  (name: PlainField<T>): CsvColumn<T>;
  (name: keyof T & string, value: CsvColumn<T>['value']): CsvColumn<T>;
}

/**
 * Columns of a resource's own fields, headed by their labels (`resources.<resource>.fields.<name>`):
 * `column('email')` writes the stored value as it is, `column('online', (r) => yesNo(r.online))` words it.
 */
export function fieldColumn<T>(resource: string): FieldColumn<T> {
  return (name: keyof T & string, value?: CsvColumn<T>['value']) => ({
    header: `resources.${resource}.fields.${name}`,
    value: value ?? ((row: T) => row[name] as CsvValue),
  });
}

/** A file name for today's export: `<base>-YYYY-MM-DD` in Turkish time (downloadCSV adds `.csv`). */
export function csvFileName(base: string, now = new Date()): string {
  const turkeyDay = new Date(now.getTime() + 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return `${base}-${turkeyDay}`;
}
