/** A column of a CSV export: its header and how to read a row's cell. */
export interface CsvColumn<R> {
  header: string;
  value: (row: R) => string | number | null | undefined;
}

// Cells a spreadsheet would run as a formula ("=HYPERLINK(...)") are defused with a quote.
const FORMULA = /^[=+\-@\t\r]/;
const DECIMAL = /^-?\d+(\.\d+)?$/;

function cell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // Negative numbers and decimal strings (-1.10, an amount) stay numbers; only text is defused.
  if (typeof value !== 'number' && !DECIMAL.test(text) && FORMULA.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Rows as CSV text (RFC 4180: comma separated, CRLF lines, quotes doubled), safe to open in a
 * spreadsheet. Amounts are passed as the decimal strings they are, never re-formatted.
 */
export function toCsv<R>(rows: readonly R[], columns: readonly CsvColumn<R>[]): string {
  const lines = [columns.map((c) => cell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => cell(c.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Offers CSV text as a file download (PP-2.5-11). */
export function downloadCsv(filename: string, csv: string, doc: Document = document): void {
  // The byte order mark makes spreadsheet programs read UTF-8 correctly.
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const a = doc.createElement('a');
  a.href = url;
  a.download = filename.endsWith('.csv') ? filename : `${filename}.csv`;
  doc.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
