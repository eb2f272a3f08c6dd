// P2: time to the first visible input of each screen on a cold partner page, signed out (the
// in-widget sign-in's first input) and signed in (the screen's first usable field), as ratios
// to the floor pages of the same run; and the API requests a signed-in screen started before
// its first usable field.
import { firstVisible } from './firstVisible.mjs';
import { median } from './stats.mjs';

/** A usable field: an enabled input, select or textarea (hidden inputs are none). */
const USABLE_FIELD =
  ':is(input:not([type="hidden"]), select, textarea):not([disabled]):not([aria-disabled="true"])';

/**
 * The pages of one P2 round: the two floor pages, each screen signed out in both builds, and
 * each screen signed in (preact build, the one P2's targets are about) with its role.
 */
export function p2Visits(screens) {
  return [
    { id: 'floor-preact', page: 'floor-preact', host: 'floor-form', selector: 'input' },
    { id: 'floor-react', page: 'floor-react', host: 'floor-form', selector: 'input' },
    ...screens.flatMap((s) => [
      ...['preact', 'react'].map((build) => ({
        id: `${s.tag}-${build}`,
        page: `${s.tag}-${build}`,
        host: s.tag,
        selector: s.visible,
      })),
      {
        id: `${s.tag}-preact-signed-in`,
        page: `${s.tag}-preact`,
        host: s.tag,
        selector: USABLE_FIELD,
        role: s.role,
        signedIn: true,
      },
    ]),
  ];
}

/**
 * Which signed-in screens have a usable field: one unmeasured visit each (at most 5 s for a
 * field); a screen that shows none is then read by its content (nothing busy). Sets
 * `content` on those visits.
 */
export async function discoverFields({ browser, origin, apiBase, visits, states, log }) {
  for (const v of visits.filter((x) => x.signedIn)) {
    const options = { signedIn: states[v.role], apiBase, timeout: 5_000 };
    try {
      await firstVisible(browser, `${origin}/${v.page}.html`, v.host, v.selector, options);
    } catch (error) {
      if (!String(error?.message).includes('never showed')) throw error;
      v.content = true;
      log?.(`P2 <${v.host}> signed in shows no field: read by its content`);
    }
  }
}

/**
 * Runs `rounds` interleaved rounds of `visits` (each a cold context) against the page server
 * at `origin`; signed-in visits start from `states[role]`, the storage a sign-in left.
 * Resolves with every visit's readings ({ ms, requests }).
 */
export async function measureP2({ browser, origin, apiBase, visits, rounds, states, log }) {
  const readings = Object.fromEntries(visits.map((v) => [v.id, []]));
  for (let round = 0; round < rounds; round++) {
    for (const v of visits) {
      // A page that never shows is a figure too ("never showed"), not the end of the run.
      const reading = await firstVisible(browser, `${origin}/${v.page}.html`, v.host, v.selector, {
        signedIn: v.signedIn ? states[v.role] : undefined,
        apiBase,
        content: v.content ?? false,
      }).catch((error) => ({ ms: Number.NaN, requests: [], error: String(error?.message) }));
      readings[v.id].push(reading);
    }
    log?.(`P2 round ${round + 1} of ${rounds}`);
  }
  return readings;
}

/** Median ms of a page's visits; NaN when any visit never showed (a row then says so). */
const ms = (readings, id) => {
  const times = readings[id].map((r) => r.ms);
  return times.some(Number.isNaN) ? Number.NaN : median(times);
};

const SIGNED_OUT_TARGET = 1.3;
const SIGNED_IN_TARGET = 1.6;
const REQUESTS_TARGET = 1;

/**
 * P2 rows from the readings: per screen the signed-out ratio of both builds, and signed in the
 * ratio of the preact build with the API requests started before the field (the most of any
 * visit) and what it waited for when the screen has no field.
 */
export function p2Rows(screens, visits, readings) {
  const byId = new Map(visits.map((v) => [v.id, v]));
  const floorPreact = ms(readings, 'floor-preact');
  const floorReact = ms(readings, 'floor-react');
  return screens.flatMap((s) => {
    const signedIn = readings[`${s.tag}-preact-signed-in`];
    // Answered before the field: what it can have waited for. Started: what it set off,
    // in parallel or not (a request answered after the field cannot have held it).
    const answered = (r) => r.answered ?? r.requests;
    const requests = Math.max(...signedIn.map((r) => answered(r).length));
    const started = Math.max(...signedIn.map((r) => r.requests.length));
    const paths = [...new Set(signedIn.flatMap(answered))].join(', ') || 'none';
    const content = byId.get(`${s.tag}-preact-signed-in`)?.content ?? false;
    const inRatio = ms(readings, `${s.tag}-preact-signed-in`) / floorPreact;
    const outRatio = ms(readings, `${s.tag}-preact`) / floorPreact;
    return [
      {
        figure: 'P2',
        what: `<${s.tag}> signed out, preact build / floor (preact)`,
        value: outRatio,
        target: SIGNED_OUT_TARGET,
        met: outRatio <= SIGNED_OUT_TARGET,
      },
      {
        figure: 'P2',
        what: `<${s.tag}> signed out, react-dom build / floor (react-dom)`,
        value: ms(readings, `${s.tag}-react`) / floorReact,
        target: null,
        met: null,
      },
      {
        figure: 'P2',
        what: `<${s.tag}> signed in (${s.role}), first usable ${content ? 'content (no field; nothing busy)' : 'field'}, preact build / floor (preact); API requests answered before it: ${requests} (${paths}), started: ${started}`,
        value: inRatio,
        target: SIGNED_IN_TARGET,
        requests,
        met: inRatio <= SIGNED_IN_TARGET && requests <= REQUESTS_TARGET,
      },
    ];
  });
}

/**
 * The P2 section of perf.md: what it ran on (`machine`), the baselines, then a row per
 * figure.
 */
export function p2Markdown(readings, rows, rounds, machine = '') {
  const fmt = (n) => (n === null ? '–' : Number.isNaN(n) ? 'never showed' : `${n.toFixed(2)} ×`);
  const met = (r) => (r.met === null ? '–' : r.met ? 'met' : '**not met**');
  return [
    '## P2',
    '',
    `${machine ? `Run of ${new Date().toISOString().slice(0, 10)} on ${machine}. ` : ''}Medians of ${rounds} cold-cache visits per page, all pages interleaved, served gzipped. Signed in: a valid session where the client keeps it, the screen's first enabled input, select or textarea (a screen with none: its content, nothing aria-busy); target ≤ ${SIGNED_IN_TARGET} × with at most ${REQUESTS_TARGET} API request answered before it (what it can have waited for; its preflight not counted), beside the requests it started by then (in parallel or not). "never showed": a visit that showed no field or content in 15 s.`,
    '',
    '| baseline | median ms |',
    '|---|---|',
    `| floor page, preact/compat + r2wc | ${ms(readings, 'floor-preact').toFixed(1)} |`,
    `| floor page, react-dom + r2wc | ${ms(readings, 'floor-react').toFixed(1)} |`,
    '',
    '| figure | what | value | target | met |',
    '|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.figure} | ${r.what} | ${fmt(r.value)} | ${r.target ? `≤ ${r.target} ×` : '–'} | ${met(r)} |`,
    ),
  ].join('\n');
}

/**
 * perf.md with its P2 section replaced by `section` (BENCH_ONLY=P2). A file from before the
 * section existed loses its P2 rows and floor baselines, and gains the section before P5-P9.
 */
export function withP2Section(md, section) {
  const start = md.indexOf('\n## P2\n');
  if (start >= 0) {
    const end = md.indexOf('\n## ', start + 1);
    return `${md.slice(0, start + 1)}${section}\n${end >= 0 ? md.slice(end) : ''}`;
  }
  const kept = md
    .split('\n')
    .filter((l) => !l.startsWith('| P2 |') && !/^\| (baseline|floor page)/.test(l))
    .join('\n')
    .replace(/\n\|---\|---\|\n/, '\n');
  const at = kept.indexOf('## P5-P9');
  return at >= 0 ? `${kept.slice(0, at)}${section}\n\n${kept.slice(at)}` : `${kept}\n${section}\n`;
}

/**
 * Every visit's time per page, for perf.json: the request paths of each visit are summed up
 * in the rows already (55 screens × 20 rounds of them made the file 700 KB).
 */
export function p2Times(readings) {
  return Object.fromEntries(
    Object.entries(readings).map(([id, visits]) => [
      id,
      visits.map((r) => Math.round(r.ms * 10) / 10),
    ]),
  );
}
