import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/** One row of a sheet: its spreadsheet row number (1 = header) and its cells as text. */
export interface SheetRow {
  number: number;
  cells: string[];
}

/** Largest sum of uncompressed entry sizes an xlsx may declare (zip-bomb guard). */
const MAX_UNPACKED = 64 * 1024 * 1024;
/** Largest compression ratio of one entry beyond 1 MB unpacked (zip-bomb guard). */
const MAX_RATIO = 200;
/** Most entries an xlsx may have. */
const MAX_ENTRIES = 5000;

/**
 * Why a file is not an xlsx this server will open, or null when it may be read: the zip
 * signature, then the central directory's declared sizes (no ZIP64, no entry unpacking
 * beyond {@link MAX_UNPACKED} or {@link MAX_RATIO}), all before exceljs inflates anything.
 */
export function xlsxRefusal(bytes: Uint8Array): string | null {
  if (bytes.length === 0) return 'The file is empty.';
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 22 || view.getUint32(0, true) !== 0x04034b50) {
    return 'Only xlsx files are allowed.';
  }
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 65557); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) return 'The file is corrupted.';
  const entries = view.getUint16(end + 10, true);
  const dirOffset = view.getUint32(end + 16, true);
  if (entries === 0xffff || dirOffset === 0xffffffff) return 'The file is too large to unpack.';
  if (entries > MAX_ENTRIES) return 'The file has too many parts.';
  let at = dirOffset;
  let unpacked = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) {
      return 'The file is corrupted.';
    }
    const packed = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    if (size === 0xffffffff) return 'The file is too large to unpack.';
    unpacked += size;
    if (unpacked > MAX_UNPACKED || (size > 1024 * 1024 && size > packed * MAX_RATIO)) {
      return 'The file unpacks to too much data.';
    }
    at +=
      46 +
      view.getUint16(at + 28, true) +
      view.getUint16(at + 30, true) +
      view.getUint16(at + 32, true);
  }
  return null;
}

/** A cell value of exceljs as the text a person typed (numbers in their shortest form). */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if (Array.isArray(v.richText)) {
      return (v.richText as Array<{ text?: string }>).map((p) => p.text ?? '').join('');
    }
    if ('result' in v) return cellText(v.result);
    if (typeof v.text === 'string') return v.text;
  }
  return '';
}

/**
 * Reads the first sheet of an xlsx with exceljs' streaming reader (rows as they are
 * inflated, no whole workbook in memory). Rows with no text are dropped; `maxRows` stops
 * reading early (the caller refuses such a file). Throws on a file exceljs cannot read.
 */
export async function readXlsxRows(bytes: Uint8Array, maxRows: number): Promise<SheetRow[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(Buffer.from(bytes)), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  const rows: SheetRow[] = [];
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const values = (row.values ?? []) as unknown[];
      const cells: string[] = [];
      for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]).trim());
      if (cells.some((c) => c !== '')) rows.push({ number: row.number, cells });
      if (rows.length > maxRows) break;
    }
    break;
  }
  return rows;
}
