// P6: network of the manager dashboard. A cold load of /manager (signed in, empty HTTP
// cache): every request and the API calls it makes; then, inside the cache lifetimes, a
// move to another route and back through the side menu (client-side, as a user does): any
// API GET of those two visits that repeats one already made.
import { figureRow } from './figureRows.mjs';

// The live rate is not cached by design (it is the point of the figure to be fresh): its
// repeats are listed but not counted against the target.
const LIVE = /\/rates\/[^/]+\/[^/]+$/;

/** Resolves once no request has started or finished for `quietMs` and none is in flight. */
async function quiet(page, log, quietMs = 1000, maxMs = 15_000) {
  const until = Date.now() + maxMs;
  while (Date.now() < until) {
    const before = log.events;
    await page.waitForTimeout(quietMs);
    if (log.events === before && log.inFlight === 0) return;
  }
}

/** Measures P6; `storageState` is a signed-in manager's. Resolves with results and rows. */
export async function measurePortalNetwork({ browser, origin, storageState }) {
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  const log = { phase: 'cold', events: 0, inFlight: 0, requests: [] };
  page.on('request', (r) => {
    log.events++;
    log.inFlight++;
    const url = new URL(r.url());
    log.requests.push({ phase: log.phase, method: r.method(), path: url.pathname + url.search });
  });
  const done = () => {
    log.events++;
    log.inFlight--;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  await page.goto(`${origin}/manager`);
  await page.getByRole('heading', { name: 'Rates' }).waitFor();
  await quiet(page, log);
  log.phase = 'away';
  await page.getByRole('link', { name: 'Fiat accounts' }).first().click();
  await page.waitForURL((u) => !u.pathname.endsWith('/manager'));
  await quiet(page, log);
  log.phase = 'back';
  await page.getByRole('link', { name: 'Home' }).first().click();
  await page.waitForURL(/\/manager$/);
  await page.getByRole('heading', { name: 'Rates' }).waitFor();
  await quiet(page, log);
  await context.close();

  const api = (r) => r.path.startsWith('/api/');
  const cold = log.requests.filter((r) => r.phase === 'cold');
  const coldApi = cold.filter(api).map((r) => `${r.method} ${r.path}`);
  // Any API GET of the away and back visits whose path and query were already fetched.
  const seen = new Set();
  const repeated = [];
  for (const r of log.requests) {
    if (!api(r) || r.method !== 'GET') continue;
    if (seen.has(r.path)) repeated.push(`${r.phase}: ${r.path}`);
    seen.add(r.path);
  }
  const counted = repeated.filter((p) => !LIVE.test(p.split('?')[0]));
  const result = {
    coldRequests: cold.length,
    coldApiRequests: coldApi.length,
    coldApi,
    awayApi: log.requests.filter((r) => r.phase === 'away' && api(r)).map((r) => r.path),
    repeatedGets: repeated,
    repeatedCounted: counted.length,
  };
  const rows = [
    figureRow(
      'P6',
      'manager dashboard cold load: requests (all) / API calls (listed in perf.json `p6.coldApi`)',
      `${result.coldRequests} / ${result.coldApiRequests}`,
      'a count written in the bench',
      null,
    ),
    figureRow(
      'P6',
      `dashboard → Fiat accounts → dashboard inside cache lifetimes: API GETs made a second time${repeated.length > counted.length ? ` (plus ${repeated.length - counted.length} of the live rate, never cached)` : ''}${counted.length ? `: ${counted.join(', ')}` : ''}`,
      counted.length,
      '0',
      counted.length === 0,
    ),
  ];
  return { result, rows };
}
