// P9: mount and unmount each screen of screens.mjs N times on a signed-in partner page
// (loader script tag, as P2's pages); heap after forced GC before vs after, and the
// timers, animation frames and WebSockets the cycles left behind.
import { figureRow } from './figureRows.mjs';
import { htmlPage, serveHtml } from './htmlPages.mjs';
import { leakHook } from './pageHooks.mjs';

/**
 * Mounts before the first heap reading (BENCH_P9_WARM_UP, default 200). Heap snapshots
 * diffed over the mounts (bench/p9-snapshots.mjs, bench/README.md) showed what rises after
 * 25 warm-up mounts is V8's: optimised code of functions that only turn hot after 100 or
 * more mounts, and its number-to-string cache growing once to its full size; the screens'
 * own objects left alive were a few bytes per mount. 200 mounts before the first reading
 * let that settle, so the ratio shows what the mounts themselves keep.
 */
export const P9_WARM_UP = Number(process.env.BENCH_P9_WARM_UP ?? 200);
const SETTLE_MS = 2_000;

/** Signs in through the API; resolves with the token as the core session stores it. */
export async function apiToken(apiUrl, email, password) {
  const res = await fetch(`${apiUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login answered ${res.status}`);
  const { token } = (await res.json()).data;
  const expiresAt = token.expires_at ?? Math.floor(Date.now() / 1000) + token.expires_in;
  return { access_token: token.access_token, expires_at: expiresAt };
}

/**
 * Runs in the page (pass it to page.evaluate with { tag, attrs, n }): n cycles of create, append, wait for the shadow root to render (at
 * most 3 s) and two frames, remove. Frames come from the unwrapped rAF so the probe itself
 * never counts as a pending frame.
 */
export const mountCycles = async ({ tag, attrs, n }) => {
  const { raf } = window.__leaks;
  const frame = () => new Promise((r) => raf(r));
  for (let i = 0; i < n; i++) {
    const el = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    document.body.append(el);
    const until = performance.now() + 3_000;
    while (!(el.shadowRoot?.childElementCount > 0) && performance.now() < until) await frame();
    await frame();
    await frame();
    el.remove();
  }
};

const pendingSummary = () => {
  const { pending, sockets } = window.__leaks;
  const leaked = [...pending.values()].filter((t) => t.phase === 'measured');
  return {
    timers: leaked.length,
    kinds: leaked.map((t) => `${t.kind}${t.ms ? ` ${t.ms} ms` : ''}`),
    sockets: sockets.filter((s) => s.phase === 'measured' && s.socket.readyState <= 1).length,
    socketsBefore: sockets.filter((s) => s.phase !== 'measured' && s.socket.readyState <= 1).length,
  };
};

const kb = (bytes) => (bytes / 1024).toFixed(0);

async function heapAfterGc(cdp) {
  // Two passes: the first can leave objects only a second pass (after finalisers) frees.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

/** One screen: a fresh signed-in context, warm-up cycles, then the measured ones. */
async function measureScreen(browser, origin, token, screen, n) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const url = `${origin}/p9.html`;
  await page.addInitScript(leakHook);
  // Console messages keep their arguments alive while a DevTools session (Playwright's)
  // listens: counted, so a screen that logs on every mount shows it.
  let consoleMessages = 0;
  page.on('console', () => {
    if (measuring) consoleMessages++;
  });
  let measuring = false;
  await page.addInitScript((t) => localStorage.setItem('flexportal.jwt', t), JSON.stringify(token));
  await page.goto(url);
  const cdp = await context.newCDPSession(page);
  // Warm-up: loads the screen's chunk, defines the element and fills the client's cache,
  // all of which stay by design for the page's life.
  await page.evaluate(mountCycles, { tag: screen.tag, attrs: screen.attrs, n: P9_WARM_UP });
  await page.waitForTimeout(SETTLE_MS);
  const before = await heapAfterGc(cdp);
  measuring = true;
  await page.evaluate(() => {
    window.__leaks.phase = 'measured';
  });
  // Half-way heap: growth in the second half tells a per-mount leak (keeps growing) from a
  // one-off rise (JIT code and feedback, caches filled once) that levels off.
  const half = Math.floor(n / 2);
  await page.evaluate(mountCycles, { tag: screen.tag, attrs: screen.attrs, n: half });
  const mid = await heapAfterGc(cdp);
  await page.evaluate(mountCycles, { tag: screen.tag, attrs: screen.attrs, n: n - half });
  await page.evaluate(() => {
    window.__leaks.phase = 'after';
  });
  await page.waitForTimeout(SETTLE_MS);
  const after = await heapAfterGc(cdp);
  const leaks = await page.evaluate(pendingSummary);
  await context.close();
  return {
    tag: screen.tag,
    before,
    mid,
    after,
    ratio: after / before,
    bytesPerMountSecondHalf: (after - mid) / (n - half),
    consoleMessages,
    ...leaks,
  };
}

/**
 * Measures every screen; resolves with per-screen results and the rows for perf.md.
 * `tokens`: a session per role (`screen.role`: an administrator's for the admin screens, so
 * they show their content, not a refusal). `n` defaults to 200 (BENCH_P9_CYCLES).
 */
export async function measureMountLeaks({
  browser,
  root,
  apiBase,
  tokens,
  screens,
  n = 200,
  log = () => {},
}) {
  // The loader alone: the screens are created and removed by the cycles.
  const script = `<script src="/cdn/flexportal.js" data-api-base="${apiBase}"></script>`;
  const server = await serveHtml(root, { '/p9.html': htmlPage(script) });
  const results = [];
  try {
    for (const screen of screens) {
      const r = await measureScreen(browser, server.origin, tokens[screen.role], screen, n);
      log(
        `P9 <${r.tag}> ${r.ratio.toFixed(3)} (${kb(r.before)} → ${kb(r.after)} KB), ${r.timers} timers, ${r.sockets} sockets`,
      );
      results.push(r);
    }
  } finally {
    await server.close();
  }
  const rows = results.flatMap((r) => [
    figureRow(
      'P9',
      `<${r.tag}> ${n} mounts: heap after / before (forced GC)`,
      `${r.ratio.toFixed(3)} (${kb(r.before)} → ${kb(r.after)} KB; 2nd half ${r.bytesPerMountSecondHalf.toFixed(0)} B/mount)`,
      '≤ 1.05',
      r.ratio <= 1.05,
    ),
    figureRow(
      'P9',
      `<${r.tag}> ${n} mounts: timers + frames left pending / sockets left open`,
      `${r.timers}${r.kinds.length ? ` (${[...new Set(r.kinds)].join(', ')})` : ''} / ${r.sockets}`,
      '0 / 0',
      r.timers === 0 && r.sockets === 0,
    ),
  ]);
  return { results, rows };
}

/**
 * `items` with the entries of each screen in `fresh` put in place of that screen's old ones
 * (where its first old one was; at the end if it had none). `tagOf` reads an entry's tag, or
 * null for an entry of no screen (left as it is).
 */
export function replaceScreens(items, fresh, tagOf) {
  const byTag = new Map();
  for (const entry of fresh) byTag.set(tagOf(entry), [...(byTag.get(tagOf(entry)) ?? []), entry]);
  const out = [];
  const placed = new Set();
  for (const item of items) {
    const tag = tagOf(item);
    if (tag === null || !byTag.has(tag)) out.push(item);
    else if (!placed.has(tag)) {
      out.push(...byTag.get(tag));
      placed.add(tag);
    }
  }
  for (const [tag, entries] of byTag) if (!placed.has(tag)) out.push(...entries);
  return out;
}

/** The tag of a P9 figure row (`<flexportal-rate> 200 mounts: …`), else null. */
export const rowTag = (row) =>
  row.figure === 'P9' ? (/^<([\w-]+)>/.exec(row.what)?.[1] ?? null) : null;
