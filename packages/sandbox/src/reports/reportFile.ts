import type { ReportFormat } from '@flexportal/core/contract';
import ExcelJS from 'exceljs';
import { textPdf } from '../lib/pdf.js';

/** One transaction line of an approved-transactions report, every value already a string. */
export interface ReportLine {
  name: string;
  date: string;
  type: string;
  amount: string;
  fee: string;
  total: string;
  currency: string;
}

/** Column titles of a report file, in order (the file's first row). */
const REPORT_COLUMNS = [
  'Transaction',
  'Date',
  'Type',
  'Amount',
  'Fee',
  'Total',
  'Currency',
] as const;

const cells = (l: ReportLine) => [l.name, l.date, l.type, l.amount, l.fee, l.total, l.currency];

/** A CSV field, quoted when it must be, with formula triggers neutralised (CSV injection). */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-\d/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The report as CSV (RFC 4180, CRLF). */
export function reportCsv(lines: readonly ReportLine[]): string {
  return [REPORT_COLUMNS as readonly string[], ...lines.map(cells)]
    .map((row) => row.map(csvField).join(','))
    .join('\r\n')
    .concat('\r\n');
}

/**
 * The report as an xlsx workbook. Amounts stay text cells: a decimal string is exact, a
 * spreadsheet number is a float.
 */
async function reportXlsx(title: string, lines: readonly ReportLine[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'flexportal-sandbox';
  const sheet = book.addWorksheet('Report');
  sheet.addRow([...REPORT_COLUMNS]);
  sheet.getRow(1).font = { bold: true };
  for (const l of lines) sheet.addRow(cells(l));
  sheet.columns.forEach((column) => {
    column.width = 18;
  });
  book.title = title;
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The report as a PDF of text lines (the sandbox's one PDF writer). */
function reportPdf(title: string, lines: readonly ReportLine[]): Buffer {
  const text = lines.map((l) => cells(l).join('   '));
  return Buffer.from(
    textPdf(title, [REPORT_COLUMNS.join('   '), ...text, '', `Rows: ${lines.length}`]),
  );
}

/** The content type a report file of each format is served with. */
export const REPORT_CONTENT_TYPES: Record<ReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The bytes of a report's file in `format`. */
export async function reportFile(
  format: ReportFormat,
  title: string,
  lines: readonly ReportLine[],
): Promise<Buffer> {
  if (format === 'csv') return Buffer.from(reportCsv(lines), 'utf8');
  if (format === 'xlsx') return reportXlsx(title, lines);
  return reportPdf(title, lines);
}
