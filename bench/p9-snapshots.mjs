// P9 investigation (not part of `npm run bench`): what the mounts of a screen leave alive.
// `node bench/p9-snapshots.mjs [tag ...]` after `pnpm -r build`. Per screen, on a signed-in
// partner page as P9's: warm-up mounts, heap snapshot A, N mounts, snapshot B, N more
// mounts, snapshot C. A -> B is everything the first N mounts kept; B -> C tells a
// per-mount leak (grows again by about as much) from one-off growth (B -> C near nothing).
// Prints the new objects by class, the old objects holding them, and retainer paths.
// BENCH_P9_CYCLES (N, default 100), BENCH_P9_WARM_UP (default 25); BENCH_P9_ADMIN=1 signs in as
// the administrator (for the admin screens).
import { launch } from './lib/firstVisible.mjs';
import {
  diffSnapshots,
  nodeClass,
  reachableWithout,
  retainerPath,
  takeSnapshot,
} from './lib/heapSnapshot.mjs';
import { htmlPage, serveHtml } from './lib/htmlPages.mjs';
import { apiToken, mountCycles } from './lib/mountLeaks.mjs';
import { leakHook } from './lib/pageHooks.mjs';
import { startSandbox } from './lib/sandbox.mjs';

const root = new URL('..', import.meta.url).pathname;
const N = Number(process.env.BENCH_P9_CYCLES ?? 100);
const WARM_UP = Number(process.env.BENCH_P9_WARM_UP ?? 25);
const tags = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const { SCREENS } = await import('./screens.mjs');
const screens = tags.length
  ? tags.map((t) => SCREENS.find((s) => s.tag === t || s.tag === `flexportal-${t}`))
  : SCREENS.filter((s) => /-(rate|withdrawal|transactions)$/.test(s.tag));

const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
function report(label, before, after) {
  const d = diffSnapshots(before, after);
  console.log(
    `\n== ${label}: V8 heap ${kb(d.totalBefore)} -> ${kb(d.totalAfter)}, new V8 objects alive ${kb(d.newBytes)}, new Blink objects ${kb(d.newNative)}`,
  );
  // What Chromium's autofill form observer and the DevTools session alone keep alive.
  const kept = reachableWithout(after, [
    'WebFormElementObserver',
    'V8InspectorSession',
    'DevTools',
  ]);
  let browserOnly = 0;
  let codeBytes = 0;
  for (let i = 0; i < after.count; i++) {
    if (!d.isNew[i] || after.node.type[i] === 'native') continue;
    if (!kept[i]) browserOnly += after.node.size[i];
    else if (after.node.type[i] === 'code') codeBytes += after.node.size[i];
  }
  console.log(
    `   of the new V8 objects: ${kb(browserOnly)} kept only by the autofill observer / DevTools, ${kb(codeBytes)} code, ${kb(d.newBytes - browserOnly - codeBytes)} other`,
  );
  console.log('-- new objects by class (bytes, count)');
  for (const g of d.groups.slice(0, 25))
    console.log(`${String(g.bytes).padStart(8)} ${String(g.count).padStart(6)}  ${g.key}`);
  console.log('-- old objects holding new ones (edges)');
  for (const a of d.anchors.slice(0, 25)) console.log(`${String(a.count).padStart(6)}  ${a.key}`);
  console.log('-- a retainer path of the largest classes');
  for (const g of d.groups.filter((x) => !x.key.startsWith('code')).slice(0, 8)) {
    console.log(`  ${g.key}:`);
    for (const step of retainerPath(after, g.sample)) console.log(`      ${step}`);
  }
  // BENCH_P9_STRINGS=1: the most frequent new strings (what a retained message carries).
  if (process.env.BENCH_P9_STRINGS) {
    const texts = new Map();
    for (let i = 0; i < after.count; i++) {
      if (!d.isNew[i] || !after.node.type[i].includes('string')) continue;
      const text = after.node.name[i].slice(0, 100);
      texts.set(text, (texts.get(text) ?? 0) + 1);
    }
    console.log('-- new strings, most frequent');
    for (const [text, n] of [...texts].sort((x, y) => y[1] - x[1]).slice(0, 15))
      console.log(`${String(n).padStart(6)}  ${JSON.stringify(text)}`);
  }
  // BENCH_P9_CLASS=native:ShadowRoot: the retainer path of every new object of that class,
  // counted by path (the whole chain, so two causes show as two lines).
  const wanted = process.env.BENCH_P9_CLASS;
  if (wanted) {
    const paths = new Map();
    for (let i = 0; i < after.count; i++) {
      if (!d.isNew[i] || nodeClass(after, i) !== wanted) continue;
      const path = retainerPath(after, i, 40)
        .map((step) => step.replace(/\[\d+\]/g, '[n]').replace(/ P\d+-\d+/g, ''))
        .join('\n      ');
      paths.set(path, (paths.get(path) ?? 0) + 1);
    }
    console.log(`-- retainer paths of every new ${wanted}`);
    for (const [path, n] of [...paths].sort((x, y) => y[1] - x[1]).slice(0, 6))
      console.log(`  ${n} x\n      ${path}`);
  }
  return d;
}

const sandbox = await startSandbox(root);
const token = await apiToken(
  sandbox.apiUrl,
  process.env.BENCH_P9_ADMIN ? 'admin@flexportal.test' : 'manager@acme.test',
  'Sandbox#2026',
);
const script = `<script src="/cdn/flexportal.js" data-api-base="${sandbox.apiUrl}"></script>`;
const server = await serveHtml(root, { '/p9.html': htmlPage(script) });
const browser = await launch();
try {
  for (const screen of screens) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(leakHook);
    await page.addInitScript(
      (t) => localStorage.setItem('flexportal.jwt', t),
      JSON.stringify(token),
    );
    await page.goto(`${server.origin}/p9.html`);
    const cdp = await context.newCDPSession(page);
    const run = (n) => page.evaluate(mountCycles, { tag: screen.tag, attrs: screen.attrs, n });
    await run(WARM_UP);
    await page.waitForTimeout(2_000);
    const a = await takeSnapshot(cdp);
    await run(N);
    await page.waitForTimeout(2_000);
    const b = await takeSnapshot(cdp);
    await run(N);
    await page.waitForTimeout(2_000);
    const c = await takeSnapshot(cdp);
    console.log(`\n######## <${screen.tag}> warm-up ${WARM_UP}, then ${N} + ${N} mounts`);
    report(`A -> B (${N} mounts)`, a, b);
    report(`B -> C (${N} more)`, b, c);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
  await sandbox.stop();
}
