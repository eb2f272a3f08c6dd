// P5's import file and rows: the 10,000-row xlsx both sides of P5 read (the import columns
// of core's contract, a tenth of the rows wrong in one of four ways so the server has errors
// to report and the browser cells to annotate), and the figure rows of its two ratios.
import { figureRow } from './figureRows.mjs';

/** Data rows of the P5 file: the most one import may carry. */
export const IMPORT_BENCH_ROWS = 10_000;

/** A valid IBAN (the sandbox checks the checksum on SEPA rows). */
const IBAN = 'DE44500105175407324931';

/** What is wrong with data row `i` (1-based): every 10th row, in turn; null when nothing. */
export function rowFault(i) {
  if (i % 10 !== 0) return null;
  return ['iban', 'amount', 'service', 'iban+amount'][(i / 10) % 4];
}

/**
 * Data row `i` (1-based) as cells under `columns` (core's IMPORT_COLUMNS): a company payee
 * paid by SEPA, amounts as number cells as a person types them, and {@link rowFault}'s
 * fault written in. Columns the row does not fill stay empty.
 */
export function importRow(i, columns) {
  const fault = rowFault(i);
  const values = {
    // An integer over 100: the double nearest a two-decimal amount, which prints as it.
    amount: fault?.includes('amount') ? 'ten' : (100 + (i % 97) * 100 + (i % 100)) / 100,
    transfer_service: fault === 'service' ? 'teleport' : 'sepa',
    customer_legal_type: 'company',
    customer_name: `Payee ${i} GmbH`,
    customer_iban: fault?.includes('iban') ? 'DE00XX' : IBAN,
    customer_city: 'Berlin',
    customer_country: 'DE',
    customer_ref_message: `Invoice ${100_000 + i}`,
  };
  return columns.map((c) => values[c] ?? '');
}

/** Data rows {@link importRow} makes wrong out of `n`. */
export const faultyRows = (n) => Math.floor(n / 10);

/** The P5 file: header `columns`, then `n` data rows; resolves with the xlsx bytes. */
export async function makeImportFile(ExcelJS, columns, n = IMPORT_BENCH_ROWS) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Payments');
  sheet.addRow([...columns]);
  for (let i = 1; i <= n; i++) sheet.addRow(importRow(i, columns));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

const TARGET = 1.5;
const ms = (n) => `${n.toFixed(0)} ms`;
/** The median of each round's own ratio, when the figures carry it. */
const paired = (f) =>
  f.paired === undefined ? '' : `; median of the rounds' ratios ${f.paired.toFixed(2)}`;
// Three decimals: a ratio just over the target must not print as the target.
const ratio = (a, b) => `${(a / b).toFixed(3)} ×`;

/**
 * P5's rows. `browser`: medians (ms) of the import screen's path and raw exceljs, `first`
 * (a cold page, the exceljs chunk loaded inside the time) and `again` (the same page once
 * more), each with `paired` (the median of the rounds' own ratios), and `rows`/`marks`; `server`: medians (ms) of the preview route and of exceljs'
 * bare streaming read, with `rows`/`errors`. Either may be `{ error }` (not measured).
 */
export function importRows(browser, server) {
  const rows = [];
  const target = `≤ ${TARGET} ×`;
  if (!browser || browser.error) {
    rows.push(
      figureRow(
        'P5',
        'browser: parse, annotate and offer the download / raw exceljs load + write',
        `not measured: ${browser?.error ?? 'no figures'}`,
        target,
      ),
    );
  } else {
    for (const [key, how] of [
      ['first', 'first download, the exceljs chunk loaded within'],
      ['again', 'again on the same page'],
    ]) {
      const b = browser[key];
      rows.push(
        figureRow(
          'P5',
          `browser, ${browser.rows.toLocaleString('en')}-row xlsx, ${browser.marks.toLocaleString('en')} error cells, ${how}: import screen's path ${ms(b.product)} / raw exceljs load + write ${ms(b.baseline)}${paired(b)}`,
          ratio(b.product, b.baseline),
          target,
          b.product / b.baseline <= TARGET,
        ),
      );
    }
  }
  if (!server || server.error) {
    rows.push(
      figureRow(
        'P5',
        'server: preview of 10,000 rows / bare exceljs streaming read',
        `not measured: ${server?.error ?? 'no figures'}`,
        target,
      ),
    );
  } else {
    rows.push(
      figureRow(
        'P5',
        `server [${server.backend}], ${server.rows.toLocaleString('en')} rows (${server.errors.toLocaleString('en')} errors): import preview over HTTP, same process ${ms(server.route)} / bare exceljs streaming read ${ms(server.read)}${paired(server)}`,
        ratio(server.route, server.read),
        target,
        server.route / server.read <= TARGET,
      ),
    );
  }
  return rows;
}

/**
 * A figures list with its P5 rows replaced by `rows` (where the first P5 row was, else
 * first): how `BENCH_ONLY=P5` writes into a committed perf.json.
 */
export function withFigures(figures, rows, figure = 'P5') {
  const at = figures.findIndex((r) => r.figure === figure);
  const rest = figures.filter((r) => r.figure !== figure);
  const index = Math.max(at, 0);
  return [...rest.slice(0, index), ...rows, ...rest.slice(index)];
}

/**
 * A perf.md with the figure table lines of `figure` replaced by `lines` (where the first
 * was); the text unchanged when it has none. Only lines `replaced(line)` accepts count
 * (default: every line of the figure); the others stay where they are.
 */
export function withTableLines(md, lines, figure = 'P5', replaced = () => true) {
  const out = [];
  let done = false;
  for (const line of md.split('\n')) {
    if (line.startsWith(`| ${figure} |`) && replaced(line)) {
      if (!done) out.push(...lines);
      done = true;
    } else out.push(line);
  }
  return out.join('\n');
}
