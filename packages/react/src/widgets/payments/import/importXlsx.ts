import { IMPORT_COLUMNS } from '@flexportal/core';
import { annotateWorkbook, planImportErrors } from '@flexportal/core/imports';

/** The mime type of an xlsx file. */
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type ExcelJs = typeof import('exceljs');

let loading: Promise<ExcelJs> | null = null;

/**
 * exceljs, loaded on demand (a chunk of its own, never in the runtime or another screen):
 * only when the user downloads the annotated file or the template.
 */
function loadExcelJs(): Promise<ExcelJs> {
  loading ??= import('exceljs').then((m) => ((m as { default?: ExcelJs }).default ?? m) as ExcelJs);
  return loading;
}

/** A cell value as the text the server read (numbers in their shortest form). */
function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    const v = value as { richText?: Array<{ text?: string }>; result?: unknown; text?: unknown };
    if (Array.isArray(v.richText)) return v.richText.map((p) => p.text ?? '').join('');
    if ('result' in v) return textOf(v.result);
    return typeof v.text === 'string' ? v.text : '';
  }
  return String(value);
}

/**
 * The uploaded file with the server's errors written into their cells (PP-5-12..15):
 * returns the annotated xlsx and the errors only logged (`handle`) or not placeable.
 */
export async function annotateImportFile(
  file: Blob,
  errors: Readonly<Record<string, readonly string[]>>,
): Promise<{ blob: Blob; logged: string[]; general: string[] }> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await file.arrayBuffer());
  const sheet = workbook.worksheets[0];
  const header: string[] = [];
  sheet?.getRow(1).eachCell({ includeEmpty: true }, (cell, col) => {
    header[col - 1] = textOf(cell.value);
  });
  const plan = planImportErrors(errors, header, Math.max(0, (sheet?.rowCount ?? 1) - 1));
  annotateWorkbook(workbook, plan);
  const out = await workbook.xlsx.writeBuffer();
  return {
    blob: new Blob([out as ArrayBuffer], { type: XLSX_TYPE }),
    logged: plan.logged,
    general: plan.general,
  };
}

/** An empty import file with the columns the server reads, one example row below them. */
export async function importTemplate(): Promise<Blob> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Payments');
  sheet.addRow([...IMPORT_COLUMNS]);
  const example: Record<string, string | number> = {
    amount: 100,
    transfer_service: 'sepa',
    customer_legal_type: 'company',
    customer_name: 'Example GmbH',
    customer_iban: 'DE44500105175407324931',
    customer_ref_message: 'Invoice 1',
  };
  sheet.addRow(IMPORT_COLUMNS.map((c) => example[c] ?? ''));
  sheet.getRow(1).font = { bold: true };
  const out = await workbook.xlsx.writeBuffer();
  return new Blob([out as ArrayBuffer], { type: XLSX_TYPE });
}
