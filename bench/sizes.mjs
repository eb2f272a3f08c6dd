// Reports gzip -9 sizes (run after a build): P1 per script-tag screen and P3 against the
// quality bars' targets and our budgets (bench/budgets.json), then every built file. Writes
// bench/results/sizes.{json,md}; the size gates themselves are tests/artifacts/sizes.test.ts.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { gzKB, screenSizes, worstPair } from './lib/screenSizes.mjs';

const root = new URL('..', import.meta.url).pathname;
const budgets = JSON.parse(readFileSync(join(root, 'bench/budgets.json'), 'utf8'));

// Quality bars P1 and P3 (../shared/guides/quality-bars.md).
const P1 = { withdrawal: 40, anyScreen: 48, runtime: 30, loader: 3, frame: 6 };
const P3 = 1.2;
const figures = [];
const row = (figure, what, value, unit, target, budget) =>
  figures.push({ figure, what, value: Math.round(value * 1000) / 1000, unit, target, budget });

for (const [label, dir, table] of [
  ['preact build', 'packages/elements/dist/cdn', budgets.cdnScreens],
  ['react-dom build', 'packages/elements/dist/cdn/react', budgets.reactCdnScreens],
]) {
  const path = join(root, dir);
  const sizes = screenSizes(path);
  const preact = label === 'preact build';
  for (const tag of Object.keys(sizes.manifest.screens)) {
    const target = !preact ? null : tag === 'flexportal-withdrawal' ? P1.withdrawal : P1.anyScreen;
    row(
      'P1',
      `<${tag}>, ${label}, loader included`,
      sizes.sizeOf(sizes.filesOf(tag)),
      'KB',
      target,
      table[tag] ?? table.default,
    );
  }
  if (preact) {
    row(
      'P1',
      'runtime.js, preact build',
      gzKB(join(path, 'runtime.js')),
      'KB',
      P1.runtime,
      budgets.cdnRuntime,
    );
    row(
      'P1',
      'loader flexportal.js',
      gzKB(join(path, 'flexportal.js')),
      'KB',
      P1.loader,
      budgets.loader,
    );
    row(
      'P1',
      'a framed element: frame.js beside the loader',
      gzKB(join(path, 'frame.js')),
      'KB',
      P1.frame,
      budgets.frame,
    );
  }
  const worst = worstPair(sizes);
  row(
    'P3',
    `two screens on one page / the larger alone, ${label} (worst pair: <${worst.a}> + <${worst.b}>)`,
    worst.ratio,
    '×',
    preact ? P3 : null,
    budgets.twoScreensRatio,
  );
}

const files = [];
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (path.endsWith('.js')) files.push(path);
  }
}
walk(join(root, 'packages/elements/dist/cdn'));
for (const pkg of ['core', 'react', 'elements']) {
  for (const name of readdirSync(join(root, 'packages', pkg, 'dist'))) {
    if (name.endsWith('.js')) files.push(join(root, 'packages', pkg, 'dist', name));
  }
}
const rows = files.map((file) => {
  const bytes = readFileSync(file);
  return {
    file: relative(root, file),
    raw: bytes.length,
    gz: gzipSync(bytes, { level: 9 }).length,
  };
});

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, node ${process.version}`;
const date = new Date().toISOString();
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(
  join(root, 'bench/results/sizes.json'),
  `${JSON.stringify({ date, machine, figures, rows }, null, 2)}\n`,
);
const limit = (n, unit) => (n == null ? '–' : `≤ ${n}${unit === '×' ? ' ×' : ` ${unit}`}`);
const met = (f) => (f.target == null ? '–' : f.value <= f.target ? 'met' : '**not met**');
const table = [
  `# Sizes (${date.slice(0, 10)}; ${machine})`,
  '',
  "gzip -9. P1 counts what a page of one screen downloads: the loader, the tag's manifest bucket, the runtime, the screen and its shared chunks (lazily loaded chunks such as exceljs, the QR code and charts excluded); target from the quality bars, budget the gate of `bench/budgets.json` (`pnpm test:sizes`).",
  '',
  '| figure | what | value | target | budget | met |',
  '|---|---|---|---|---|---|',
  ...figures.map(
    (f) =>
      `| ${f.figure} | ${f.what} | ${f.unit === '×' ? `${f.value.toFixed(3)} ×` : `${f.value.toFixed(1)} KB`} | ${limit(f.target, f.unit)} | ${limit(f.budget, f.unit)} | ${met(f)} |`,
  ),
  '',
  '## Every file',
  '',
  '| file | raw KB | gz KB |',
  '|---|---|---|',
  ...rows.map((r) => `| ${r.file} | ${(r.raw / 1024).toFixed(1)} | ${(r.gz / 1024).toFixed(1)} |`),
].join('\n');
writeFileSync(join(root, 'bench/results/sizes.md'), `${table}\n`);
console.log(table.split('\n## Every file')[0]);
