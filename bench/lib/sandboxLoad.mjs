// P8 load figures: runs the sandbox package's own bench (packages/sandbox/bench/p8.ts) with
// `--json`, on PGlite and on PostgreSQL, which measures grand-total latency at 200 req/s
// beside a bare Hono route under the same load (the baseline) and transfer create
// throughput beside a bare Hono JSON POST with the same workers, and turns its figures into
// rows. The seeded start row stays bench/run.mjs's own (median of 5 starts of the CLI).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { figureRow } from './figureRows.mjs';

/**
 * Runs the sandbox bench (extra `args` go to p8.ts); returns its figures, or { error }
 * when it wrote none.
 */
function runSandboxLoad(root, args = []) {
  const dir = mkdtempSync(join(tmpdir(), 'flexportal-p8-'));
  const file = join(dir, 'p8.json');
  try {
    // `exec tsx` rather than `bench -- --json`: pnpm passes the `--` on, and p8.ts's
    // parseArgs then takes every later argument as a positional, writing no file.
    const r = spawnSync(
      'pnpm',
      [
        ...['--filter', '@flexportal/sandbox', 'exec', 'tsx', '--conditions=@flexportal/source'],
        ...['bench/p8.ts', '--json', file, ...args],
      ],
      { cwd: root, stdio: 'inherit' },
    );
    try {
      return JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      return { error: `the sandbox bench wrote no figures (exit ${r.status})` };
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const P99_TARGET_MS = 20;
/** The create throughput target: PostgreSQL only; PGlite's figure is reported beside it. */
const CREATES_TARGET = 500;

/**
 * P8's load figures of both backends: PGlite (in memory, the sandbox's default) and
 * PostgreSQL on a throwaway cluster that p8.ts starts and stops itself (`--postgres`,
 * scripts/pg-cluster.sh). A cluster that cannot start gives figures with an `error`.
 */
export function runSandboxLoads(root) {
  return {
    pglite: runSandboxLoad(root),
    postgres: runSandboxLoad(root, ['--postgres']),
  };
}

/** Rows of one backend's figures (the shape p8.ts --json writes). */
export function sandboxLoadRows(f, backend = f?.backend ?? 'PGlite') {
  const postgres = backend === 'PostgreSQL';
  const createsTarget = postgres ? `≥ ${CREATES_TARGET} per s` : '– (reported)';
  if (!f || f.error)
    return [
      figureRow(
        'P8',
        `[${backend}] grand-total p99 at 200 req/s`,
        `not measured: ${f?.error ?? 'no figures'}`,
        `≤ ${P99_TARGET_MS} ms`,
      ),
      figureRow(
        'P8',
        `[${backend}] transaction create throughput`,
        `not measured: ${f?.error ?? 'no figures'}`,
        createsTarget,
      ),
    ];
  const g = f.grandTotal;
  const c = f.create;
  const b = f.createBaseline;
  const latency = c.p99 === undefined ? '' : `; latency p50 ${c.p50} / p99 ${c.p99} ms`;
  const alternating = c.rounds > 1 ? `, in ${c.rounds} rounds alternating with the creates` : '';
  const baseline = b
    ? `; bare Hono JSON POST, same workers${alternating}: ${b.perSecond} per s, p99 ${b.p99} ms`
    : '';
  return [
    figureRow(
      'P8',
      `[${f.backend}] grand-total p99 at ${g.rate} req/s for ${g.seconds} s (p50 ${g.p50}, max ${g.max} ms, ${g.non200} non-200); bare Hono route at the same load: p50 ${f.baseline.p50} / p99 ${f.baseline.p99} ms`,
      `${g.p99} ms`,
      `≤ ${P99_TARGET_MS} ms`,
      g.p99 <= P99_TARGET_MS && g.non200 === 0,
    ),
    figureRow(
      'P8',
      `[${f.backend}] transfer create throughput, ${c.concurrency} workers (${c.count} in ${c.seconds} s, ${c.failed} failed${latency})${baseline}`,
      `${c.perSecond} per s`,
      createsTarget,
      postgres ? c.perSecond >= CREATES_TARGET && c.failed === 0 : null,
    ),
  ];
}

/** The rows of both backends' figures ({@link runSandboxLoads}): PGlite, then PostgreSQL. */
export function sandboxLoadsRows(loads) {
  return [
    ...sandboxLoadRows(loads.pglite, 'PGlite'),
    ...sandboxLoadRows(loads.postgres, 'PostgreSQL'),
  ];
}
