// P5, server side, in one process: the built sandbox (in memory) answering the import
// preview of the P5 file over HTTP (multipart upload, zip checks, exceljs' streaming read,
// every row checked as a withdrawal draft, the 10,000-row preview answered), beside a bare
// exceljs streaming read of the same bytes with the sandbox's own exceljs and reader options
// (the baseline). Interleaved rounds after a warm-up of each, order alternating by round.
//   node bench/import/server.mjs <file.xlsx> [rounds]   (prints its figures as JSON, last line)
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { median } from '../lib/stats.mjs';
import { acmeEur, preview } from './preview.mjs';

const root = join(import.meta.dirname, '../..');
const sandboxDir = join(root, 'packages/sandbox');
const [file, roundsArg] = process.argv.slice(2);
const rounds = Number(roundsArg ?? 10);
const bytes = new Uint8Array(readFileSync(file));
// The exceljs the sandbox itself resolves (its dist imports it from packages/sandbox).
const ExcelJS = createRequire(join(sandboxDir, 'package.json'))('exceljs');
const { startServer } = await import(join(sandboxDir, 'dist/index.js'));

/** exceljs alone: every row of the first sheet inflated and parsed, as the sandbox reads. */
async function bareRead() {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(Buffer.from(bytes)), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  let rows = 0;
  for await (const sheet of reader) {
    for await (const row of sheet) if (row.values) rows++;
    break;
  }
  return rows;
}

const server = await startServer({ port: 0 });
try {
  const who = await acmeEur(server.apiUrl);
  const route = async () => {
    const res = await preview(server.apiUrl, who, bytes);
    const body = await res.text();
    if (res.status !== 200)
      throw new Error(`preview answered ${res.status}: ${body.slice(0, 200)}`);
    return body;
  };
  const time = async (f) => {
    const t0 = performance.now();
    await f();
    return performance.now() - t0;
  };
  // Warm-up, untimed; its answer tells what was checked.
  const { data } = JSON.parse(await route());
  const readRows = await bareRead();
  const times = { route: [], read: [] };
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 ? ['read', 'route'] : ['route', 'read'];
    for (const side of order) times[side].push(await time(side === 'route' ? route : bareRead));
  }
  const round = (n) => Math.round(n * 10) / 10;
  console.log(
    JSON.stringify({
      backend: 'PGlite',
      rounds,
      bytes: bytes.length,
      rows: data.rows.length,
      readRows,
      valid: data.transactionsCount,
      errors: Object.keys(data.errors).length,
      route: round(median(times.route)),
      read: round(median(times.read)),
      // Each round's two runs ran next to each other: their ratio, less hit by load swings.
      paired: Math.round(median(times.route.map((t, i) => t / times.read[i])) * 100) / 100,
      routeMs: times.route.map(round),
      readMs: times.read.map(round),
    }),
  );
} finally {
  await server.close();
}
