// `npm run bench`: builds what it needs, measures, writes bench/results/perf.{json,md}.
// Timings are ratios to baselines run in the same run (the floor pages); each figure is a
// median of ROUNDS cold-cache visits, interleaved so machine noise hits all pages alike.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { rollup } from 'rollup';
import floorConfig from './floor/rollup.config.mjs';
import {
  buildImportPage,
  measureImportBrowser,
  measureImportServer,
  writeImportFile,
  writeServerErrors,
} from './import/measure.mjs';
import { figuresMarkdown } from './lib/figureRows.mjs';
import {
  discoverFields,
  measureP2,
  p2Markdown,
  p2Rows,
  p2Times,
  p2Visits,
  withP2Section,
} from './lib/firstInput.mjs';
import { launch } from './lib/firstVisible.mjs';
import { importRows, withFigures, withTableLines } from './lib/importFile.mjs';
import { measureLiveRates } from './lib/liveRates.mjs';
import {
  apiToken,
  measureMountLeaks,
  P9_WARM_UP,
  replaceScreens,
  rowTag,
} from './lib/mountLeaks.mjs';
import { servePages } from './lib/pages.mjs';
import { routeJs, startPortal } from './lib/portalLoad.mjs';
import { measurePortalNetwork } from './lib/portalNetwork.mjs';
import { startSandbox } from './lib/sandbox.mjs';
import { runSandboxLoads, sandboxLoadsRows } from './lib/sandboxLoad.mjs';
import { signedInState } from './lib/signedInState.mjs';
import { median } from './lib/stats.mjs';
import { buildListPages, listsMarkdown, measureLists } from './lists/measure.mjs';

const root = join(import.meta.dirname, '..');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
// BENCH_ONLY=P2, P5, P8 or P9: only that figure (P8: its load, grand-total latency and
// create throughput on PGlite and PostgreSQL), merged into the committed
// bench/results/perf.{json,md}.
const ONLY = process.env.BENCH_ONLY;
const log = (...a) => console.log('[bench]', ...a);
if (ONLY !== undefined && !['P2', 'P5', 'P8', 'P9'].includes(ONLY)) {
  console.error(`BENCH_ONLY=${ONLY}: only P2, P5, P8 or P9 runs alone`);
  process.exit(1);
}

if (!process.argv.includes('--no-build')) {
  // Everything: the packages for the script-tag pages and the sandbox, the portal for P4, P6
  // and P7 (a fresh clone has no portal/dist).
  log('building the packages and the portal');
  const b = spawnSync('pnpm', ['-r', 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (b.status !== 0) process.exit(1);
}
/** P5's browser side on the run's browser and sandbox (which answers the file's errors). */
async function importBrowser(browser, apiUrl) {
  let file;
  try {
    file = await writeImportFile(root);
    const errors = await writeServerErrors(root, apiUrl, readFileSync(file));
    log(`P5 bulk import in the browser, ${ROUNDS} rounds of 2 pages`);
    return { file, browser: await measureImportBrowser({ browser, root, rounds: ROUNDS, errors }) };
  } catch (err) {
    return { file, browser: { error: String(err?.message ?? err) } };
  }
}

// P5's server rounds are a few seconds each: more of them than of the browser's visits.
const P5_SERVER_ROUNDS = Number(process.env.BENCH_P5_SERVER_ROUNDS ?? 30);
/** P5's server side, in a process of its own (after the browser side wrote the file). */
const importServer = (file) =>
  file
    ? measureImportServer(root, file, P5_SERVER_ROUNDS)
    : { error: 'the file could not be written' };

if (ONLY === 'P8') {
  log(
    'P8 grand-total latency and create throughput, PGlite and PostgreSQL (packages/sandbox/bench/p8.ts)',
  );
  const load = loadavg()[0];
  const p8Load = runSandboxLoads(root);
  const date = new Date().toISOString();
  const rows = sandboxLoadsRows(p8Load).map((r) => ({
    ...r,
    what: `${r.what} (BENCH_ONLY=P8 run of ${date.slice(0, 10)}; ${cpus().length} cores, load average ${load.toFixed(1)} at the start)`,
  }));
  const jsonFile = join(root, 'bench/results/perf.json');
  const mdFile = join(root, 'bench/results/perf.md');
  const result = JSON.parse(readFileSync(jsonFile, 'utf8'));
  result.figures = withFigures(result.figures, rows, 'P8');
  result.p8Load = { date, loadAverage: load, ...p8Load };
  writeFileSync(jsonFile, `${JSON.stringify(result, null, 2)}\n`);
  const lines = figuresMarkdown(rows).split('\n').slice(2);
  // The seeded start row (the first table's, 4 columns) stays: only the load rows change.
  const loadRow = (line) => !line.includes('seeded start');
  writeFileSync(mdFile, withTableLines(readFileSync(mdFile, 'utf8'), lines, 'P8', loadRow));
  console.log(lines.join('\n'));
  process.exit(0);
}

// P9: every screen mounted and unmounted N times on a signed-in partner page.
const P9_CYCLES = Number(process.env.BENCH_P9_CYCLES ?? 200);
/** P9 on the run's browser and sandbox. */
async function mountLeaks(browser, apiUrl, screens) {
  log(`P9 mount/unmount, ${P9_CYCLES} cycles per screen after ${P9_WARM_UP} warm-up mounts`);
  return measureMountLeaks({
    browser,
    root,
    apiBase: apiUrl,
    tokens: {
      manager: await apiToken(apiUrl, 'manager@acme.test', 'Sandbox#2026'),
      admin: await apiToken(apiUrl, 'admin@flexportal.test', 'Sandbox#2026'),
    },
    screens,
    n: P9_CYCLES,
    log,
  });
}
if (ONLY === 'P9') {
  const { SCREENS } = await import('./screens.mjs');
  // BENCH_P9_SCREENS=rate,withdrawal: only those screens; their rows replace theirs.
  const only = process.env.BENCH_P9_SCREENS?.split(',').map((t) => t.trim());
  const screens = only
    ? SCREENS.filter((s) => only.some((t) => s.tag === t || s.tag === `flexportal-${t}`))
    : SCREENS;
  const sandbox = await startSandbox(root);
  const browser = await launch();
  const p9 = await mountLeaks(browser, sandbox.apiUrl, screens).finally(async () => {
    await browser.close();
    await sandbox.stop();
  });
  const date = new Date().toISOString();
  const rows = p9.rows.map((r) => ({
    ...r,
    what: `${r.what} (BENCH_ONLY=P9 run of ${date.slice(0, 10)})`,
  }));
  const lines = figuresMarkdown(rows).split('\n').slice(2);
  console.log(lines.join('\n'));
  const jsonFile = join(root, 'bench/results/perf.json');
  const mdFile = join(root, 'bench/results/perf.md');
  const result = JSON.parse(readFileSync(jsonFile, 'utf8'));
  const run = { date, cycles: P9_CYCLES, warmUp: P9_WARM_UP };
  let md = readFileSync(mdFile, 'utf8');
  if (only) {
    result.figures = replaceScreens(result.figures, rows, rowTag);
    result.p9 = replaceScreens(result.p9 ?? [], p9.results, (r) => r.tag);
    result.p9Reruns = [...(result.p9Reruns ?? []), { ...run, screens: screens.map((s) => s.tag) }];
    const lineTag = (line) => (line.startsWith('| P9 | <') ? /<([\w-]+)>/.exec(line)[1] : null);
    md = replaceScreens(md.split('\n'), lines, lineTag).join('\n');
  } else {
    result.figures = withFigures(result.figures, rows, 'P9');
    result.p9 = p9.results;
    result.p9Run = run;
    md = withTableLines(md, lines, 'P9');
  }
  writeFileSync(jsonFile, `${JSON.stringify(result, null, 2)}\n`);
  md = md.replace(
    /P9: \d+ mounts per screen after \d+ warm-up mounts/,
    `P9: ${P9_CYCLES} mounts per screen after ${P9_WARM_UP} warm-up mounts`,
  );
  writeFileSync(mdFile, md);
  process.exit(0);
}
if (ONLY !== 'P2') {
  log('building the P5 import page');
  await buildImportPage();
}
if (ONLY === 'P5') {
  const sandbox = await startSandbox(root);
  const browser = await launch();
  const p5 = await importBrowser(browser, sandbox.apiUrl).finally(async () => {
    await browser.close();
    await sandbox.stop();
  });
  log(`P5 bulk import on the server, ${P5_SERVER_ROUNDS} rounds`);
  p5.server = importServer(p5.file);
  const date = new Date().toISOString();
  const rows = importRows(p5.browser, p5.server).map((r) => ({
    ...r,
    what: `${r.what} (BENCH_ONLY=P5 run of ${date.slice(0, 10)})`,
  }));
  const jsonFile = join(root, 'bench/results/perf.json');
  const mdFile = join(root, 'bench/results/perf.md');
  const result = JSON.parse(readFileSync(jsonFile, 'utf8'));
  result.figures = withFigures(result.figures, rows);
  result.p5 = { date, browser: p5.browser, server: p5.server };
  writeFileSync(jsonFile, `${JSON.stringify(result, null, 2)}\n`);
  const lines = figuresMarkdown(rows).split('\n').slice(2);
  writeFileSync(mdFile, withTableLines(readFileSync(mdFile, 'utf8'), lines));
  console.log(lines.join('\n'));
  process.exit(0);
}
// The screens come from the elements' build, which P5 alone does not need.
const { SCREENS } = await import('./screens.mjs');
log('building the floor pages');
for (const config of floorConfig) {
  const bundle = await rollup(config);
  await bundle.write(config.output);
  await bundle.close();
}
const starts = [];
if (ONLY !== 'P2') {
  log('building the list bench pages');
  await buildListPages();
  // P8: seeded start, after one warm-up start that builds the snapshot cache.
  log('P8 seeded start');
  await (await startSandbox(root)).stop();
  for (let i = 0; i < 5; i++) {
    const s = await startSandbox(root);
    starts.push(s.readyMs);
    await s.stop();
  }
}

const sandbox = await startSandbox(root);
const pages = await servePages({ root, screens: SCREENS, apiBase: sandbox.apiUrl });
const browser = await launch();
// Ratios move with the browser's build and the machine: each P2 table names both.
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, node ${process.version}, Chromium ${browser.version()} (Debian), load average ${loadavg()[0].toFixed(1)} at the start`;
// P2: signed out and signed in (a manager's or an administrator's session), interleaved.
// Signed in: from the storage a screen's own sign-in form left, once per role (on a screen
// that asks to sign in: the rate is public).
const signInOn = (tag, email) =>
  signedInState(browser, `${pages.origin}/${tag}-preact.html`, tag, email, 'Sandbox#2026');
const states = {
  manager: await signInOn('flexportal-withdrawal', 'manager@acme.test'),
  admin: await signInOn('flexportal-admin-users', 'admin@flexportal.test'),
};
// BENCH_P2_SCREENS=rate,withdrawal: only those screens, printed and not written (a quick
// reading while changing a screen; the committed table keeps every screen of one run).
const p2Only = process.env.BENCH_P2_SCREENS?.split(',').map((t) => `flexportal-${t.trim()}`);
const visits = p2Visits(p2Only ? SCREENS.filter((s) => p2Only.includes(s.tag)) : SCREENS);
const p2Options = { browser, origin: pages.origin, apiBase: sandbox.apiUrl, visits, states, log };
await discoverFields(p2Options);
log(`P2 first visible, ${ROUNDS} rounds of ${visits.length} pages`);
const p2Readings = await measureP2({ ...p2Options, rounds: ROUNDS });
const p2Screens = p2Only ? SCREENS.filter((s) => p2Only.includes(s.tag)) : SCREENS;
const p2 = p2Rows(p2Screens, visits, p2Readings);
if (p2Only) {
  console.log(p2Markdown(p2Readings, p2, ROUNDS, machine));
  await browser.close();
  await pages.close();
  await sandbox.stop();
  process.exit(0);
}
if (ONLY === 'P2') {
  await browser.close();
  await pages.close();
  await sandbox.stop();
  const jsonFile = join(root, 'bench/results/perf.json');
  const mdFile = join(root, 'bench/results/perf.md');
  const result = JSON.parse(readFileSync(jsonFile, 'utf8'));
  result.p2 = {
    date: new Date().toISOString(),
    rounds: ROUNDS,
    rows: p2,
    ms: p2Times(p2Readings),
  };
  // The signed-out-only P2 of older runs.
  for (const key of ['ratios', 'baselines', 'medians']) delete result[key];
  writeFileSync(jsonFile, `${JSON.stringify(result, null, 2)}\n`);
  const section = p2Markdown(p2Readings, p2, ROUNDS, machine);
  writeFileSync(mdFile, withP2Section(readFileSync(mdFile, 'utf8'), section));
  console.log(section);
  process.exit(0);
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
// P6: the dashboard's requests, cold and on a revisit inside the cache lifetimes.
log('P6 manager dashboard network');
const managerState = async () => {
  const context = await browser.newContext();
  await signIn(await context.newPage(), portal.origin);
  const state = await context.storageState();
  await context.close();
  return state;
};
const p6 = await measurePortalNetwork({
  browser,
  origin: portal.origin,
  storageState: await managerState(),
});
// P7: rate requests in flight per pair, and none while the tab is hidden.
const P7_SECONDS = Number(process.env.BENCH_P7_SECONDS ?? 10);
log(`P7 live rates, ${P7_SECONDS} s visible + ${P7_SECONDS} s hidden per page`);
const p7 = await measureLiveRates({
  browser,
  root,
  apiBase: sandbox.apiUrl,
  portal: { origin: portal.origin, storageState: await managerState() },
  seconds: P7_SECONDS,
});
portal.stop();
const p9 = await mountLeaks(browser, sandbox.apiUrl, SCREENS);
// P5: the import screen's annotated download / exceljs alone, in the browser.
const p5 = await importBrowser(browser, sandbox.apiUrl);
await browser.close();
await pages.close();
await sandbox.stop();
// P5 on the server: the preview route / a bare exceljs read, in a process of its own.
log(`P5 bulk import on the server, ${P5_SERVER_ROUNDS} rounds`);
p5.server = importServer(p5.file);
// P8 load last, with nothing else of the bench running: the sandbox package's own bench.
log(
  'P8 grand-total latency and create throughput, PGlite and PostgreSQL (packages/sandbox/bench/p8.ts)',
);
const p8Load = runSandboxLoads(root);
const figures = [
  ...importRows(p5.browser, p5.server),
  ...p6.rows,
  ...p7.rows,
  ...sandboxLoadsRows(p8Load),
  ...p9.rows,
];

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
const result = {
  date: new Date().toISOString(),
  machine,
  rounds: ROUNDS,
  p2: { rounds: ROUNDS, rows: p2, ms: p2Times(p2Readings) },
  p8: { 'seeded start ms (median of 5)': median(starts), target: 2000 },
  p4: p4Rows,
  lists,
  figures,
  p5: { browser: p5.browser, server: p5.server },
  p6: p6.result,
  p7: p7.results,
  p8Load,
  p9: p9.results,
};
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/perf.json'), `${JSON.stringify(result, null, 2)}\n`);
const md = [
  `# Performance (${result.date.slice(0, 10)})`,
  '',
  `Machine: ${machine}.`,
  '',
  p2Markdown(p2Readings, p2, ROUNDS, machine),
  '',
  '## P4, P8 start',
  '',
  '| figure | what | value | target |',
  '|---|---|---|---|',
  ...p4Rows.map((r) => `| ${r.figure} | ${r.what} | ${r.value.toFixed(1)} | ≤ ${r.target} |`),
  `| P8 | sandbox seeded start (median of 5) | ${median(starts).toFixed(0)} ms${median(starts) > 2000 ? ' (**not met**)' : ''} | ≤ 2000 ms |`,
  '',
  '## P5-P9',
  '',
  `Counts, not timings, except P5 (medians of ${ROUNDS} interleaved rounds in the browser, ${P5_SERVER_ROUNDS} on the server, the baselines in the rows), P8 (PGlite and PostgreSQL; its baselines, a bare Hono route under the same load and a bare Hono JSON POST with the same workers, are in the rows) and P9's heap (after / before, forced GC). P7: ${P7_SECONDS} s visible then ${P7_SECONDS} s hidden per page; P9: ${P9_CYCLES} mounts per screen after ${P9_WARM_UP} warm-up mounts, a 2 s settle before each heap reading.`,
  '',
  figuresMarkdown(figures),
  '',
  listsMarkdown(lists),
  '',
  'Rerun: `npm run bench` (or `node bench/run.mjs --no-build` after `pnpm -r build`).',
].join('\n');
writeFileSync(join(root, 'bench/results/perf.md'), `${md}\n`);
console.log(md);
spawnSync(process.execPath, [join(root, 'bench/sizes.mjs')], { stdio: 'inherit' });
