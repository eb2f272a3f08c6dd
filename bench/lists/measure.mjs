// Issue 7's list bench: rendering and scrolling a 1,000-row page, re-filtering 100 rows.
// Every time is read from requestAnimationFrame on the page itself and compared with
// baselines of the same visit: the idle frame (measured first) and, for scrolling, the same
// 1,000 rows all in the DOM scrolled the same way (what the browser alone costs), so a
// slow or busy machine moves both sides alike. Each round is a cold page in a fresh
// context, runtimes interleaved; figures are medians of the rounds.
// Standalone: `node bench/lists/measure.mjs` (BENCH_ROUNDS=N, default 10).
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { rollup } from 'rollup';
import { launch } from '../lib/firstVisible.mjs';
import { median, percentile } from '../lib/stats.mjs';
import config from './rollup.config.mjs';

const RUNTIMES = ['preact', 'react'];
const ORIGIN = 'http://lists.bench';
/** Filters a search box goes through: a narrow match, back to all, a wide one, back. */
const FILTERS = ['settled', '', 'a', ''];
const LONG_FRAME_MS = 50; // a long task, by the Long Tasks API's measure
const FRAME_BUDGET_MS = 1000 / 60;

/** Bundles bench/lists/ListBench.tsx for both runtimes into bench/.tmp. */
export async function buildListPages() {
  for (const c of config) {
    const bundle = await rollup(c);
    await bundle.write(c.output);
    await bundle.close();
  }
}

// --- run in the page (serialised by Playwright: self-contained) ---

/** rAF deltas of `count` frames with nothing happening: the page's own frame. */
const idleFrames = (count) =>
  new Promise((resolve) => {
    const deltas = [];
    let last;
    const tick = (t) => {
      if (last !== undefined) deltas.push(t - last);
      last = t;
      if (deltas.length < count) requestAnimationFrame(tick);
      else resolve(deltas);
    };
    requestAnimationFrame(tick);
  });

/**
 * Starts `listBench[action](arg)` at the top of a frame. `work`: from the call to the
 * update committed and laid out (the main-thread cost); `frame`: from that frame's start
 * to the next one's, which is one idle frame when the update fitted in it.
 */
const timeUpdate = ({ action, arg }) =>
  new Promise((resolve) => {
    requestAnimationFrame(() =>
      requestAnimationFrame(async (start) => {
        const t0 = performance.now();
        window.listBench[action](arg);
        await Promise.resolve(); // any render the runtime queued as a microtask
        document.body.getBoundingClientRect(); // style and layout, before the paint
        const work = performance.now() - t0;
        requestAnimationFrame((next) => resolve({ work, frame: next - start }));
      }),
    );
  });

/** Scrolls the container top to bottom by `step` px a frame; rAF deltas on the way. */
const scrollFrames = (step) =>
  new Promise((resolve) => {
    const el = window.listBench.container();
    const deltas = [];
    let last;
    let after = 3; // frames recorded past the bottom: the last window's render lands there
    const tick = (t) => {
      if (last !== undefined) deltas.push(t - last);
      last = t;
      if (el.scrollTop + el.clientHeight >= el.scrollHeight - 1 && --after === 0) {
        // The window followed: the last row (index 1,001 counting the header) is rendered.
        const last = !el.dataset.virtual || !!el.querySelector('[aria-rowindex="1001"]');
        return resolve({ deltas, height: el.scrollHeight, last });
      }
      el.scrollTop += step;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });

// --- driven from Node ---

/** One cold visit of one runtime's page: every figure of a round. */
async function visit(browser, runtime, bundles, flip) {
  const context = await browser.newContext();
  await context.route(`${ORIGIN}/**`, (route) =>
    route.request().url().endsWith('.js')
      ? route.fulfill({ contentType: 'text/javascript', body: bundles[runtime] })
      : route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>lists</title><style>.bench-all .fp-table-wrap { overflow-y: auto; max-height: 600px; } .bench-all tbody tr { height: 40px; }</style></head><body><div id="app"></div><script src="/lists.js"></script></body></html>`,
        }),
  );
  const page = await context.newPage();
  await page.goto(`${ORIGIN}/`);
  await page.waitForFunction(() => window.listBench !== undefined);
  const idle = median(await page.evaluate(idleFrames, 60));
  const update = (action, arg) => page.evaluate(timeUpdate, { action, arg });
  // Warm-up, untimed: the table's code runs once and listCss gets adopted, as ListPage's
  // skeleton does before rows arrive. (Without the sheet a first DataTable measures its
  // unstyled height and renders every row for one commit before it windows them.)
  await update('mount', 10);
  await update('unmount');
  // Every other round the other order, so neither size always runs on warmer code.
  const mounts = {};
  for (const n of flip ? [1000, 100] : [100, 1000]) {
    await update('unmount');
    mounts[n] = await update('mount', n);
  }
  const scroll = async (renderAll) => {
    await page.evaluate(({ n, all }) => window.listBench.mount(n, all), {
      n: 1000,
      all: renderAll,
    });
    const { deltas, height, last } = await page.evaluate(scrollFrames, 400);
    if (height < 1000 * 40 || !last) throw new Error(`the 1,000-row table did not scroll through`);
    return scrollStats(deltas);
  };
  const [first, second] = [await scroll(flip), await scroll(!flip)];
  const [scrolled, allRows] = flip ? [second, first] : [first, second];
  await page.evaluate(() => window.listBench.mount(100));
  const filters = [];
  for (const text of FILTERS) filters.push(await update('setFilter', text));
  await context.close();
  return {
    idle,
    mount100: mounts[100],
    mount1000: mounts[1000],
    scroll: scrolled,
    allRows,
    filter: {
      work: median(filters.map((f) => f.work)),
      frame: median(filters.map((f) => f.frame)),
      worst: Math.max(...filters.map((f) => f.work)),
    },
  };
}

const scrollStats = (deltas) => ({
  p95: percentile(deltas, 95),
  max: Math.max(...deltas),
  long: deltas.filter((d) => d > LONG_FRAME_MS).length,
  frames: deltas.length,
});

/** The medians across rounds of one runtime, and the ratios to its baselines. */
function summarise(visits) {
  const scrollSummary = (list) => ({
    p95FrameMs: median(list.map((x) => x.p95)),
    maxFrameMs: median(list.map((x) => x.max)),
    longFrames: median(list.map((x) => x.long)),
    frames: median(list.map((x) => x.frames)),
  });
  const m = (pick) => median(visits.map(pick));
  const idle = m((v) => v.idle);
  const s = {
    idleFrameMs: idle,
    mount100: { workMs: m((v) => v.mount100.work), frameMs: m((v) => v.mount100.frame) },
    mount1000: { workMs: m((v) => v.mount1000.work), frameMs: m((v) => v.mount1000.frame) },
    scroll1000: scrollSummary(visits.map((v) => v.scroll)),
    scrollAllRows: scrollSummary(visits.map((v) => v.allRows)),
    filter100: {
      workMs: m((v) => v.filter.work),
      frameMs: m((v) => v.filter.frame),
      worstWorkMs: Math.max(...visits.map((v) => v.filter.worst)),
    },
  };
  s.ratios = {
    mount1000FrameToIdle: s.mount1000.frameMs / idle,
    mount1000ToMount100Work: s.mount1000.workMs / s.mount100.workMs,
    scrollP95ToIdle: s.scroll1000.p95FrameMs / idle,
    scrollP95ToAllRows: s.scroll1000.p95FrameMs / s.scrollAllRows.p95FrameMs,
    filterFrameToIdle: s.filter100.frameMs / idle,
  };
  return s;
}

/** Measures both runtimes for `rounds` rounds, interleaved; `{ preact, react, rows }`. */
export async function measureLists(browser, rounds = 10) {
  const bundles = {};
  for (const c of config) {
    const runtime = RUNTIMES.find((r) => c.output.file.endsWith(`lists-${r}.js`));
    bundles[runtime] = await readFile(c.output.file, 'utf8');
  }
  const visits = Object.fromEntries(RUNTIMES.map((r) => [r, []]));
  for (let round = 0; round < rounds; round++) {
    for (const r of RUNTIMES) visits[r].push(await visit(browser, r, bundles, round % 2 === 1));
  }
  const result = Object.fromEntries(RUNTIMES.map((r) => [r, summarise(visits[r])]));
  return { rounds, ...result, rows: listRows(result) };
}

/** Figures against their targets; a target is met when both builds meet it. */
function listRows({ preact, react }) {
  const row = (what, get, target, unit) => {
    const [p, r] = [get(preact), get(react)];
    return { what, preact: p, react: r, target, unit, met: p <= target && r <= target };
  };
  return [
    // "Smooth": the frame holding the update is not longer than an idle one (1.5: jitter).
    row(
      'render 1,000 rows: update frame / idle frame',
      (s) => s.ratios.mount1000FrameToIdle,
      1.5,
      '×',
    ),
    // Virtualised: a 1,000-row page costs what a 100-row one does.
    row(
      'render 1,000 rows / 100 rows, main-thread work',
      (s) => s.ratios.mount1000ToMount100Work,
      1.5,
      '×',
    ),
    row('scroll 1,000 rows: p95 frame / idle frame', (s) => s.ratios.scrollP95ToIdle, 1.5, '×'),
    row(
      'scroll 1,000 rows: p95 frame / all rows in the DOM',
      (s) => s.ratios.scrollP95ToAllRows,
      1.25,
      '×',
    ),
    row('scroll 1,000 rows: frames over 50 ms', (s) => s.scroll1000.longFrames, 0, ''),
    row('re-filter 100 rows: main-thread work', (s) => s.filter100.workMs, FRAME_BUDGET_MS, 'ms'),
    row(
      're-filter 100 rows: update frame / idle frame',
      (s) => s.ratios.filterFrameToIdle,
      1.5,
      '×',
    ),
  ];
}

/** Plain medians in ms (or counts), the baselines first. */
const MEDIANS = [
  ['baseline: idle frame', (s) => s.idleFrameMs],
  ['baseline: all rows in the DOM, scroll p95 frame', (s) => s.scrollAllRows.p95FrameMs],
  ['baseline: all rows in the DOM, scroll max frame', (s) => s.scrollAllRows.maxFrameMs],
  ['baseline: all rows in the DOM, frames over 50 ms', (s) => s.scrollAllRows.longFrames],
  ['render 100 rows, work', (s) => s.mount100.workMs],
  ['render 1,000 rows, work', (s) => s.mount1000.workMs],
  ['render 1,000 rows, update frame', (s) => s.mount1000.frameMs],
  ['scroll 1,000 rows, p95 frame', (s) => s.scroll1000.p95FrameMs],
  ['scroll 1,000 rows, max frame', (s) => s.scroll1000.maxFrameMs],
  ['scroll 1,000 rows, frames over 50 ms', (s) => s.scroll1000.longFrames],
  ['re-filter 100 rows, work (median of 4 changes)', (s) => s.filter100.workMs],
  ['re-filter 100 rows, work, worst change of any round', (s) => s.filter100.worstWorkMs],
  ['re-filter 100 rows, update frame', (s) => s.filter100.frameMs],
];

/** The "Lists (issue 7)" section of perf.md. */
export function listsMarkdown(lists) {
  const f = (v, unit) => (unit === '' ? `${v}` : `${v.toFixed(unit === 'ms' ? 1 : 2)} ${unit}`);
  const { preact: p, react: r } = lists;
  return [
    '## Lists (issue 7)',
    '',
    `\`DataTable\` with the transaction columns over synthetic rows (\`bench/lists\`), preact/compat and react-dom builds; medians of ${lists.rounds} cold visits, interleaved. Times are rAF readings on the page: work is the update's main-thread time (commit and layout), update frame the frame it started in; scrolling moves 400 px a frame. Ratios are to baselines of the same visit.`,
    '',
    '| median, ms (counts: frames) | preact | react-dom |',
    '|---|---|---|',
    ...MEDIANS.map(([n, get]) => `| ${n} | ${get(p).toFixed(1)} | ${get(r).toFixed(1)} |`),
    '',
    '| what | preact | react-dom | target | met |',
    '|---|---|---|---|---|',
    ...lists.rows.map(
      (x) =>
        `| ${x.what} | ${f(x.preact, x.unit)} | ${f(x.react, x.unit)} | ≤ ${f(x.target, x.unit)} | ${x.met ? 'met' : 'not met'} |`,
    ),
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 10);
  await buildListPages();
  const browser = await launch();
  const lists = await measureLists(browser, rounds);
  await browser.close();
  console.log(JSON.stringify({ preact: lists.preact, react: lists.react }, null, 2));
  console.log(listsMarkdown(lists));
}
