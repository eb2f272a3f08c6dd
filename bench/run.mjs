// `npm run bench`: builds what it needs, measures, writes bench/results/perf.{json,md}.
// Timings are ratios to baselines run in the same run (the floor pages); each figure is a
// median of ROUNDS cold-cache visits, interleaved so machine noise hits all pages alike.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { rollup } from 'rollup';
import floorConfig from './floor/rollup.config.mjs';
import { firstVisible, launch } from './lib/firstVisible.mjs';
import { servePages } from './lib/pages.mjs';
import { routeJs, startPortal } from './lib/portalLoad.mjs';
import { startSandbox } from './lib/sandbox.mjs';
import { median } from './lib/stats.mjs';
import { buildListPages, listsMarkdown, measureLists } from './lists/measure.mjs';
import { SCREENS } from './screens.mjs';

const root = join(import.meta.dirname, '..');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const log = (...a) => console.log('[bench]', ...a);

if (!process.argv.includes('--no-build')) {
  log('building packages');
  const b = spawnSync('pnpm', ['-r', '--filter', './packages/**', 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (b.status !== 0) process.exit(1);
}
log('building the floor pages');
for (const config of floorConfig) {
  const bundle = await rollup(config);
  await bundle.write(config.output);
  await bundle.close();
}
log('building the list bench pages');
await buildListPages();

// P8: seeded start, after one warm-up start that builds the snapshot cache.
log('P8 seeded start');
await (await startSandbox(root)).stop();
const starts = [];
for (let i = 0; i < 5; i++) {
  const s = await startSandbox(root);
  starts.push(s.readyMs);
  await s.stop();
}

const sandbox = await startSandbox(root);
const pages = await servePages({ root, screens: SCREENS, apiBase: sandbox.apiUrl });
const browser = await launch();
const visits = [
  { id: 'floor-preact', host: 'floor-form', selector: 'input' },
  { id: 'floor-react', host: 'floor-form', selector: 'input' },
  ...SCREENS.flatMap((s) =>
    ['preact', 'react'].map((build) => ({
      id: `${s.tag}-${build}`,
      host: s.tag,
      selector: s.visible,
    })),
  ),
];
const times = Object.fromEntries(visits.map((v) => [v.id, []]));
log(`P2 first visible, ${ROUNDS} rounds of ${visits.length} pages`);
for (let round = 0; round < ROUNDS; round++) {
  for (const v of visits) {
    times[v.id].push(
      await firstVisible(browser, `${pages.origin}/${v.id}.html`, v.host, v.selector),
    );
  }
}
// Issue 7: the list mechanism's render, scroll and re-filter frames (bench/lists).
log(`Lists (issue 7), ${ROUNDS} rounds of 2 pages`);
const lists = await measureLists(browser, ROUNDS);
// P4: the portal's first load, cold, per route (the dashboard after signing in).
log('P4 portal first-load JS');
const portal = await startPortal(root, new URL(sandbox.apiUrl).port);
const signIn = async (page, origin) => {
  await page.goto(`${origin}/login`);
  await page.getByLabel('E-mail').fill('solo@individual.test');
  await page.getByLabel('Password').fill('Sandbox#2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/manager$/);
};
const p4 = {
  login: await routeJs(browser, root, portal.origin, '/login'),
  // A new context keeps no cache: sign in there, then measure a fresh page's full load.
  dashboard: await routeJs(browser, root, portal.origin, '/manager', signIn),
};
portal.stop();
await browser.close();
await pages.close();
await sandbox.stop();

const med = Object.fromEntries(Object.entries(times).map(([id, t]) => [id, median(t)]));
const p4Rows = [
  {
    figure: 'P4',
    what: 'portal first load, login route, JS gz KB',
    value: p4.login.kb,
    target: 150,
  },
  {
    figure: 'P4',
    what: 'portal first load, manager dashboard route, JS gz KB',
    value: p4.dashboard.kb,
    target: 220,
  },
];
const rows = SCREENS.flatMap((s) => [
  {
    figure: 'P2',
    what: `<${s.tag}> preact build / floor (preact)`,
    value: med[`${s.tag}-preact`] / med['floor-preact'],
    target: 1.3,
  },
  {
    figure: 'P2',
    what: `<${s.tag}> react-dom build / floor (react-dom)`,
    value: med[`${s.tag}-react`] / med['floor-react'],
    target: null,
  },
]);
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, node ${process.version}, Chromium (Debian)`;
const result = {
  date: new Date().toISOString(),
  machine,
  rounds: ROUNDS,
  baselines: {
    'floor-preact ms (median)': med['floor-preact'],
    'floor-react ms (median)': med['floor-react'],
  },
  medians: med,
  p8: { 'seeded start ms (median of 5)': median(starts), target: 2000 },
  ratios: rows,
  p4: p4Rows,
  lists,
};
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/perf.json'), `${JSON.stringify(result, null, 2)}\n`);
const fmt = (n) => (n === null ? '–' : n.toFixed(2));
const md = [
  `# Performance (${result.date.slice(0, 10)})`,
  '',
  `Machine: ${machine}. Medians of ${ROUNDS} cold-cache visits, interleaved.`,
  '',
  '| baseline | median ms |',
  '|---|---|',
  `| floor page, preact/compat + r2wc | ${med['floor-preact'].toFixed(1)} |`,
  `| floor page, react-dom + r2wc | ${med['floor-react'].toFixed(1)} |`,
  '',
  '| figure | what | value | target |',
  '|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.figure} | ${r.what} | ${fmt(r.value)} × | ${r.target ? `≤ ${r.target} ×` : '–'} |`,
  ),
  ...p4Rows.map((r) => `| ${r.figure} | ${r.what} | ${r.value.toFixed(1)} | ≤ ${r.target} |`),
  `| P8 | sandbox seeded start (median of 5) | ${median(starts).toFixed(0)} ms | ≤ 2000 ms |`,
  '',
  listsMarkdown(lists),
  '',
  'Rerun: `npm run bench` (or `node bench/run.mjs --no-build` after `pnpm -r build`).',
].join('\n');
writeFileSync(join(root, 'bench/results/perf.md'), `${md}\n`);
console.log(md);
spawnSync(process.execPath, [join(root, 'bench/sizes.mjs')], { stdio: 'inherit' });
