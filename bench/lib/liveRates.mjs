// P7: live rates. For each target page, N seconds visible then N seconds hidden: the most
// `GET rates/{a}/{b}` requests in flight at once per pair (target never > 1) and the rate
// requests started while hidden (target 0). Visibility is switched by pageHooks'
// visibilityHook, the `visibilitychange` the core rate store listens to.
import { figureRow } from './figureRows.mjs';
import { htmlPage, serveHtml } from './htmlPages.mjs';
import { visibilityHook } from './pageHooks.mjs';

const RATE_PATH = /\/rates\/([^/?]+)\/([^/?]+)$/;

/** Counts rate requests on a page: in flight per pair (and its maximum), and per phase. */
function trackRates(page) {
  const t = {
    phase: 'visible',
    inFlight: {},
    max: {},
    started: { visible: 0, hidden: 0, shown: 0 },
  };
  const pairOf = (r) => {
    if (r.method() !== 'GET') return null;
    const m = RATE_PATH.exec(new URL(r.url()).pathname);
    return m ? `${m[1]}/${m[2]}` : null;
  };
  page.on('request', (r) => {
    const pair = pairOf(r);
    if (!pair) return;
    t.inFlight[pair] = (t.inFlight[pair] ?? 0) + 1;
    t.max[pair] = Math.max(t.max[pair] ?? 0, t.inFlight[pair]);
    t.started[t.phase]++;
  });
  const done = (r) => {
    const pair = pairOf(r);
    if (pair) t.inFlight[pair]--;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return t;
}

/** Visible for `seconds`, hidden for `seconds`, then shown again for 2 s. */
async function observe(page, tracker, seconds) {
  await page.waitForTimeout(seconds * 1000);
  tracker.phase = 'hidden';
  await page.evaluate(() => window.__setHidden(true));
  await page.waitForTimeout(seconds * 1000);
  tracker.phase = 'shown';
  await page.evaluate(() => window.__setHidden(false));
  await page.waitForTimeout(2000);
  const maxInFlight = Math.max(0, ...Object.values(tracker.max));
  return { maxInFlight, pairs: Object.keys(tracker.max), ...tracker.started };
}

/**
 * Runs P7 on three pages: the `<flexportal-rate>` partner page, the client's rate store
 * (core createRates, which payment screens poll through) started on a partner page with a
 * 1 s interval and every rate answer held 1.5 s, so ticks fall while a request is in
 * flight, and the portal's manager dashboard (its rates region). Resolves with results and
 * rows for perf.md. `portal` is { origin, storageState } or null.
 */
export async function measureLiveRates({ browser, root, apiBase, portal, seconds = 10 }) {
  const loader = `<script src="/cdn/flexportal.js" data-api-base="${apiBase}"></script>`;
  const store = `<script type="module">
const { createClient } = await import('/cdn/runtime.js');
window.__client = createClient({ baseURL: ${JSON.stringify(apiBase)} });
window.__client.rates.start('EUR', 'USD', 1);
</script>`;
  const server = await serveHtml(root, {
    '/p7-rate.html': htmlPage(`<flexportal-rate sell="EUR" buy="USD"></flexportal-rate>${loader}`),
    '/p7-store.html': htmlPage(store),
  });
  const targets = [
    { id: 'rate element', url: `${server.origin}/p7-rate.html` },
    {
      id: 'rate store, 1 s interval, answers held 1.5 s',
      url: `${server.origin}/p7-store.html`,
      holdMs: 1500,
    },
  ];
  if (portal)
    targets.push({
      id: 'portal /manager rates region',
      url: `${portal.origin}/manager`,
      storageState: portal.storageState,
    });
  const results = [];
  try {
    for (const target of targets) {
      const context = await browser.newContext(
        target.storageState ? { storageState: target.storageState } : {},
      );
      const page = await context.newPage();
      await page.addInitScript(visibilityHook);
      if (target.holdMs)
        await page.route(RATE_PATH, async (route) => {
          await new Promise((r) => setTimeout(r, target.holdMs));
          await route.continue().catch(() => {});
        });
      const tracker = trackRates(page);
      await page.goto(target.url);
      results.push({ id: target.id, ...(await observe(page, tracker, seconds)) });
      await context.close();
    }
  } finally {
    await server.close();
  }
  const rows = results.flatMap((r) => [
    figureRow(
      'P7',
      `${r.id}: most rate requests in flight per pair (${r.visible} started in ${seconds} s visible)`,
      r.maxInFlight,
      '≤ 1',
      r.maxInFlight <= 1,
    ),
    figureRow(
      'P7',
      `${r.id}: rate requests while hidden ${seconds} s (${r.shown} on showing again)`,
      r.hidden,
      '0',
      r.hidden === 0,
    ),
  ]);
  return { results, rows };
}
