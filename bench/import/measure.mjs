// P5: the bulk import of a 10,000-row xlsx, in the browser and on the server, each as a
// ratio to exceljs alone on the same file in the same run.
// Browser: the bench page (ImportBench.ts) bundles the import screen's own path, its lazy
// helpers chunk (core's planImportErrors/annotateWorkbook) and the exceljs chunk, and times
// from the file's bytes in hand to the annotated download offered (`saveBlob`), with the
// errors the sandbox's preview answered for the file; the baseline is exceljs' load + write
// of the same bytes on the same page build. Each visit is a cold page in a fresh context,
// sides interleaved and alternating; `first` loads the chunks inside the time, `again`
// repeats on the same page. Server: bench/import/server.mjs, a process of its own.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { rollup } from 'rollup';
import { htmlPage, serveStatic } from '../lib/htmlPages.mjs';
import { faultyRows, IMPORT_BENCH_ROWS, makeImportFile } from '../lib/importFile.mjs';
import { median } from '../lib/stats.mjs';
import { acmeEur, preview } from './preview.mjs';
import config from './rollup.config.mjs';

const SIDES = ['product', 'baseline'];

/** bench/.tmp/import: the page's chunks, the file and the server's errors. */
const dirOf = (root) => join(root, 'bench/.tmp/import');

/** Bundles the bench page (ImportBench.ts) into bench/.tmp/import. */
export async function buildImportPage() {
  const bundle = await rollup(config);
  await bundle.write(config.output);
  await bundle.close();
}

/**
 * Writes the P5 file (core's IMPORT_COLUMNS, from its build) to bench/.tmp/import;
 * resolves with its path.
 */
export async function writeImportFile(root) {
  const { IMPORT_COLUMNS } = await import(join(root, 'packages/core/dist/index.js'));
  mkdirSync(dirOf(root), { recursive: true });
  const path = join(dirOf(root), 'payments.xlsx');
  writeFileSync(path, await makeImportFile(ExcelJS, IMPORT_COLUMNS, IMPORT_BENCH_ROWS));
  return path;
}

/**
 * Asks the running sandbox for the file's preview and writes its errors for the page;
 * resolves with their count (keys, one a cell).
 */
export async function writeServerErrors(root, apiUrl, bytes) {
  const res = await preview(apiUrl, await acmeEur(apiUrl), bytes);
  if (res.status !== 200) throw new Error(`preview answered ${res.status}`);
  const { errors } = (await res.json()).data;
  writeFileSync(join(dirOf(root), 'errors.json'), JSON.stringify(errors));
  return Object.keys(errors).length;
}

/** Cells of an xlsx (the first sheet) carrying an annotation. */
async function annotatedCells(path) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  let n = 0;
  workbook.worksheets[0].eachRow((row) =>
    row.eachCell((cell) => {
      if (String(cell.value).includes('(Error: ')) n++;
    }),
  );
  return n;
}

/** One cold visit of one side: its first and second go, in ms (and the download's path). */
async function visit(browser, origin, side) {
  const context = await browser.newContext({ acceptDownloads: true });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/import.html`);
    await page.waitForFunction(() => window.importBench !== undefined);
    await page.evaluate(() => window.importBench.prepare());
    const go = async () => {
      const download = side === 'product' ? page.waitForEvent('download') : null;
      const ms = await page.evaluate((s) => window.importBench.run(s), side);
      // The file is saved before the next go, so its writing never falls in a timed one.
      return { ms, path: download ? await (await download).path() : null };
    };
    const first = await go();
    const again = await go();
    return {
      first: first.ms,
      again: again.ms,
      marks: first.path && (await annotatedCells(first.path)),
    };
  } finally {
    await context.close();
  }
}

/**
 * The browser side: `rounds` interleaved cold visits of each side. Needs the page built
 * ({@link buildImportPage}), the file written and the server's errors for it
 * ({@link writeServerErrors}). Resolves with medians in ms, or { error }.
 */
export async function measureImportBrowser({ browser, root, rounds, errors }) {
  const pages = await serveStatic(
    {
      '/import.html': htmlPage('<script type="module" src="/tmp/import/import-bench.js"></script>'),
    },
    { '/tmp/': join(root, 'bench/.tmp') },
  );
  try {
    const times = { product: { first: [], again: [] }, baseline: { first: [], again: [] } };
    let marks = null;
    for (let r = 0; r < rounds; r++) {
      for (const side of r % 2 ? [...SIDES].reverse() : SIDES) {
        const v = await visit(browser, pages.origin, side);
        times[side].first.push(Math.round(v.first * 10) / 10);
        times[side].again.push(Math.round(v.again * 10) / 10);
        if (v.marks !== null) marks ??= v.marks;
      }
    }
    // Every error the server keyed to a cell must land in it, or the timing is of less work.
    if (marks !== errors) return { error: `${marks} cells annotated for ${errors} errors` };
    const of = (key) => ({
      product: median(times.product[key]),
      baseline: median(times.baseline[key]),
      // Each round's two visits ran next to each other: their ratio, less hit by load swings.
      paired: median(times.product[key].map((t, i) => t / times.baseline[key][i])),
    });
    return {
      rounds,
      rows: IMPORT_BENCH_ROWS,
      faultyRows: faultyRows(IMPORT_BENCH_ROWS),
      marks,
      first: of('first'),
      again: of('again'),
      ms: times,
    };
  } catch (err) {
    return { error: String(err?.message ?? err) };
  } finally {
    await pages.close();
  }
}

/** The server side in a process of its own (bench/import/server.mjs); its figures or { error }. */
export function measureImportServer(root, file, rounds) {
  const r = spawnSync(
    process.execPath,
    [join(root, 'bench/import/server.mjs'), file, String(rounds)],
    {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      timeout: 600_000,
    },
  );
  try {
    return JSON.parse(r.stdout.trim().split('\n').at(-1));
  } catch {
    return { error: `bench/import/server.mjs wrote no figures (exit ${r.status})` };
  }
}
