/**
 * Import errors written back into the spreadsheet (PP-5-12..15): the one rule the browser
 * (annotated download) and the sandbox (errors file of a job) share.
 */

/** A cell to mark: zero-based sheet, one-based spreadsheet row and column, the messages. */
export interface ImportCellMark {
  sheet: number;
  row: number;
  column: number;
  messages: string[];
}

/** Where the errors go: the cells to mark, the errors only logged, the file-wide ones. */
export interface ImportErrorPlan {
  marks: ImportCellMark[];
  /** Errors keyed `handle` (PP-5-15): logged, never written. */
  logged: string[];
  /** Errors with no cell (a key that is neither `sheet.row.column`, Amount nor handle). */
  general: string[];
}

/** The header cell naming the amount column (case-insensitive). */
const AMOUNT = 'amount';

/**
 * Plans where each server error goes. Keys `sheet.row.column` name a data row counted from
 * zero at the header (PP-5-14), so spreadsheet row = row + 1; the column is a header name
 * (case-insensitive) or a zero-based index. Key `Amount` marks the amount cell of every
 * data row (PP-5-13) of the first sheet; key `handle` is only logged (PP-5-15).
 * `header` is the first sheet's header row; `dataRows` its number of data rows.
 */
export function planImportErrors(
  errors: Readonly<Record<string, readonly string[]>>,
  header: readonly string[],
  dataRows: number,
): ImportErrorPlan {
  const names = header.map((h) => h.trim().toLowerCase());
  const plan: ImportErrorPlan = { marks: [], logged: [], general: [] };
  const byCell = new Map<string, ImportCellMark>();
  const mark = (sheet: number, row: number, column: number, messages: readonly string[]) => {
    const id = `${sheet}.${row}.${column}`;
    const found = byCell.get(id);
    if (found) found.messages.push(...messages);
    else {
      const next = { sheet, row, column, messages: [...messages] };
      byCell.set(id, next);
      plan.marks.push(next);
    }
  };
  for (const [key, messages] of Object.entries(errors)) {
    if (key === 'handle') {
      plan.logged.push(...messages);
      continue;
    }
    const amountColumn = names.indexOf(AMOUNT);
    if (key === 'Amount' && amountColumn >= 0) {
      for (let r = 1; r <= dataRows; r++) mark(0, r + 1, amountColumn + 1, messages);
      continue;
    }
    const parts = /^(\d+)\.(\d+)\.(.+)$/.exec(key);
    const column = parts ? columnIndex(parts[3] as string, names) : -1;
    if (!parts || column < 0) {
      plan.general.push(...messages);
      continue;
    }
    mark(Number(parts[1]), Number(parts[2]) + 1, column + 1, messages);
  }
  return plan;
}

/** The zero-based column of a key's column part: a header name or an index; -1 if none. */
function columnIndex(part: string, names: readonly string[]): number {
  if (/^\d+$/.test(part)) return Number(part);
  return names.indexOf(part.trim().toLowerCase());
}

/** The text of an annotated cell (PP-5-12): the original value plus '(Error: message)'. */
export function annotateCell(original: string, messages: readonly string[]): string {
  const note = `(Error: ${messages.join(' ')})`;
  return original === '' ? note : `${original} ${note}`;
}

/**
 * The part of an exceljs workbook the annotation touches, typed structurally so core does
 * not depend on exceljs (the browser loads it on demand, the sandbox has its own).
 */
export interface AnnotatableWorkbook {
  worksheets: ReadonlyArray<{
    getCell(row: number, column: number): { text: string; value: unknown };
  }>;
}

/**
 * Writes a plan's marks into the workbook's cells (PP-5-12): each marked cell becomes its
 * text plus '(Error: ...)'. Marks on a sheet the workbook lacks are skipped.
 */
export function annotateWorkbook(workbook: AnnotatableWorkbook, plan: ImportErrorPlan): void {
  for (const m of plan.marks) {
    const sheet = workbook.worksheets[m.sheet];
    if (!sheet) continue;
    const cell = sheet.getCell(m.row, m.column);
    cell.value = annotateCell(cell.text ?? '', m.messages);
  }
}

/**
 * The refused cells of each data row (key `sheet.row.column`, first sheet): the columns, each
 * once, in the server's order. The screens say each in a sentence of their own catalogue
 * (issue 38), never in the server's words, which the annotated file keeps (PP-5-12).
 */
export function importErrorsByRow(
  errors: Readonly<Record<string, readonly string[]>>,
): Map<number, string[]> {
  const rows = new Map<number, string[]>();
  for (const key of Object.keys(errors)) {
    const parts = /^0\.(\d+)\.(.+)$/.exec(key);
    if (!parts) continue;
    const row = Number(parts[1]);
    const columns = rows.get(row) ?? [];
    if (!columns.includes(parts[2] as string)) columns.push(parts[2] as string);
    rows.set(row, columns);
  }
  return rows;
}
