import { SaxesParser, type SaxesTagPlain } from 'saxes';
import {
  type InflateBudget,
  inflated,
  type ZipEntry,
  type ZipProblem,
  ZipRefused,
  zipEntries,
} from './zipEntries.js';

/** One row of a sheet: its spreadsheet row number (1 = header) and its cells as text. */
export interface SheetRow {
  number: number;
  cells: string[];
}

/** Most bytes all entries of an xlsx together may inflate to (zip-bomb guard). */
const MAX_UNPACKED = 64 * 1024 * 1024;
/** Largest compression ratio of one entry beyond {@link RATIO_FLOOR} inflated bytes. */
const MAX_RATIO = 200;
const RATIO_FLOOR = 1024 * 1024;
/** Most entries an xlsx may have. */
const MAX_ENTRIES = 5000;
const LIMITS = { maxRatio: MAX_RATIO, ratioFloor: RATIO_FLOOR };

/** The person's words for each way a file is refused. */
const REFUSALS: Record<ZipProblem, string> = {
  'not-zip': 'Only xlsx files are allowed.',
  corrupted: 'The file is corrupted.',
  'too-many': 'The file has too many parts.',
  'too-large': 'The file unpacks to too much data.',
};

/** An xlsx this server does not read; the message is the one the person reads. */
export class XlsxRefused extends Error {}

const refused = (error: unknown) =>
  new XlsxRefused(error instanceof ZipRefused ? REFUSALS[error.problem] : REFUSALS.corrupted);

/**
 * Why a file is not an xlsx this server will open, or null when it may be read: the zip
 * signature and directory, then EVERY entry inflated with a running count of the bytes it
 * really unpacks to (never the sizes it declares), stopped at {@link MAX_UNPACKED} in all
 * or {@link MAX_RATIO} times an entry's packed size. Nothing is written anywhere.
 */
export async function xlsxRefusal(bytes: Uint8Array): Promise<string | null> {
  if (bytes.length === 0) return 'The file is empty.';
  try {
    const budget: InflateBudget = { left: MAX_UNPACKED };
    for (const entry of zipEntries(bytes, MAX_ENTRIES)) {
      for await (const _ of inflated(bytes, entry, budget, LIMITS));
    }
    return null;
  } catch (error) {
    return refused(error).message;
  }
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

/** The local name of a tag (`x:c` is `c`: some writers prefix the main namespace). */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Feeds one entry's inflated bytes to a SAX parser (`handle` gets it first); `stop` ends
 * the read early (the inflater is destroyed with the generator).
 */
async function parseEntry(
  bytes: Uint8Array,
  entry: ZipEntry,
  budget: InflateBudget,
  handle: (parser: SaxesParser) => void,
  stop: () => boolean = () => false,
): Promise<void> {
  const parser = new SaxesParser();
  handle(parser);
  const decoder = new TextDecoder();
  for await (const chunk of inflated(bytes, entry, budget, LIMITS)) {
    parser.write(decoder.decode(chunk, { stream: true }));
    if (stop()) return;
  }
  parser.write(decoder.decode());
  parser.close();
}

/** The shared strings (`xl/sharedStrings.xml`): each `<si>`'s text runs, phonetics left out. */
async function sharedStrings(
  bytes: Uint8Array,
  entry: ZipEntry | undefined,
  budget: InflateBudget,
) {
  const strings: string[] = [];
  if (!entry) return strings;
  let text = '';
  let inText = false;
  let phonetic = 0;
  await parseEntry(bytes, entry, budget, (p) => {
    p.on('opentag', (tag) => {
      const name = local(tag.name);
      if (name === 'si') text = '';
      else if (name === 'rPh') phonetic++;
      else if (name === 't') inText = phonetic === 0;
    });
    p.on('text', (t) => {
      if (inText) text += t;
    });
    p.on('cdata', (t) => {
      if (inText) text += t;
    });
    p.on('closetag', (tag) => {
      const name = local(tag.name);
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic--;
      else if (name === 'si') strings.push(text);
    });
  });
  return strings;
}

/** The 1-based column of a cell reference (`C7` is 3), or null without one. */
function columnOf(ref: string | undefined): number | null {
  const letters = /^([A-Z]{1,3})\d*$/i.exec(ref ?? '')?.[1];
  if (!letters) return null;
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + ch.charCodeAt(0) - 64;
  return n;
}

/**
 * A cell's text as exceljs' reader gave it (styles ignored): shared or inline strings,
 * formula results, booleans as true/false, errors empty, dates as YYYY-MM-DD and numbers
 * in their shortest form.
 */
function cellValue(type: string, value: string, strings: readonly string[]): string {
  switch (type) {
    case 's':
      return strings[Number(value)] ?? '';
    case 'inlineStr':
    case 'str':
      return value;
    case 'b':
      return value === '1' ? 'true' : value === '' ? '' : 'false';
    case 'e':
      return '';
    case 'd': {
      const date = new Date(value);
      return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
    }
    default:
      return value === '' ? '' : String(Number.parseFloat(value));
  }
}

/** Reads the rows of one worksheet entry into `rows`, up to `maxRows` + 1 rows with text. */
async function sheetRows(
  bytes: Uint8Array,
  entry: ZipEntry,
  budget: InflateBudget,
  strings: readonly string[],
  maxRows: number,
): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  let row: SheetRow | null = null;
  let cell: { column: number; type: string; value: string } | null = null;
  let capture = false;
  let phonetic = 0;
  await parseEntry(
    bytes,
    entry,
    budget,
    (p) => {
      p.on('opentag', (tag: SaxesTagPlain) => {
        const name = local(tag.name);
        if (name === 'row') {
          row = { number: Number(tag.attributes.r) || (rows.at(-1)?.number ?? 0) + 1, cells: [] };
        } else if (name === 'c' && row) {
          const column = columnOf(tag.attributes.r) ?? row.cells.length + 1;
          cell = { column, type: tag.attributes.t ?? 'n', value: '' };
        } else if (name === 'rPh') phonetic++;
        else if ((name === 'v' || name === 't') && cell) capture = phonetic === 0;
      });
      const text = (t: string) => {
        if (capture && cell) cell.value += t;
      };
      p.on('text', text);
      p.on('cdata', text);
      p.on('closetag', (tag) => {
        const name = local(tag.name);
        if (name === 'v' || name === 't') capture = false;
        else if (name === 'rPh') phonetic--;
        else if (name === 'c' && cell && row) {
          while (row.cells.length < cell.column - 1) row.cells.push('');
          row.cells[cell.column - 1] = cellValue(cell.type, cell.value, strings).trim();
          cell = null;
        } else if (name === 'row' && row) {
          if (rows.length <= maxRows && row.cells.some((c) => c !== '')) rows.push(row);
          row = null;
        }
      });
    },
    () => rows.length > maxRows,
  );
  return rows;
}

/**
 * Reads the first sheet of an xlsx in memory: refused first as {@link xlsxRefusal} says
 * (every entry inflated and counted), then the shared strings and the sheet's rows parsed
 * as they inflate, each within the same limits. No temporary file: the upload is already in
 * memory, and its entries are reached through the central directory in any order. Rows
 * with no text are dropped; `maxRows` stops reading early (the caller refuses such a
 * file). Throws {@link XlsxRefused} with the person's words.
 */
export async function readXlsxRows(bytes: Uint8Array, maxRows: number): Promise<SheetRow[]> {
  const refusal = await xlsxRefusal(bytes);
  if (refusal) throw new XlsxRefused(refusal);
  try {
    const entries = zipEntries(bytes, MAX_ENTRIES);
    // The first worksheet in the directory, as exceljs' streaming reader took it.
    const sheet = entries.find((e) => /^xl\/worksheets\/sheet\d+\.xml$/.test(e.name));
    if (!sheet) throw new ZipRefused('corrupted');
    const budget: InflateBudget = { left: MAX_UNPACKED };
    const strings = await sharedStrings(
      bytes,
      entries.find((e) => e.name === 'xl/sharedStrings.xml'),
      budget,
    );
    return await sheetRows(bytes, sheet, budget, strings, maxRows);
  } catch (error) {
    throw refused(error);
  }
}
