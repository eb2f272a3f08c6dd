// P8 load figures: runs the sandbox package's own bench (packages/sandbox/bench/p8.ts) with
// `--json`, which measures grand-total latency at 200 req/s beside a bare Hono route under
// the same load (the baseline) and transfer create throughput, and turns its figures into
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
export function runSandboxLoad(root, args = []) {
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
const CREATES_TARGET = 300;

/** Rows of the sandbox bench's figures (the shape p8.ts --json writes). */
export function sandboxLoadRows(f) {
  if (!f || f.error)
    return [
      figureRow(
        'P8',
        'grand-total p99 at 200 req/s',
        `not measured: ${f?.error ?? 'no figures'}`,
        `≤ ${P99_TARGET_MS} ms`,
      ),
      figureRow(
        'P8',
        'transaction create throughput',
        `not measured: ${f?.error ?? 'no figures'}`,
        `≥ ${CREATES_TARGET} per s`,
      ),
    ];
  const g = f.grandTotal;
  const c = f.create;
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
      `[${f.backend}] transfer create throughput, ${c.concurrency} workers (${c.count} in ${c.seconds} s, ${c.failed} failed)`,
      `${c.perSecond} per s`,
      `≥ ${CREATES_TARGET} per s`,
      c.perSecond >= CREATES_TARGET && c.failed === 0,
    ),
  ];
}
