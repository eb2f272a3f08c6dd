// node --test bench/lib: the P8 rows from hand-made figures files of p8.ts --json's shape.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { figuresMarkdown } from './figureRows.mjs';
import { withFigures, withTableLines } from './importFile.mjs';
import { sandboxLoadRows, sandboxLoadsRows } from './sandboxLoad.mjs';

const figures = {
  backend: 'PGlite',
  startMs: 1500,
  baseline: { p50: 0.8, p99: 2.1 },
  grandTotal: { rate: 200, seconds: 10, p50: 3.2, p99: 12.5, max: 30, non200: 0 },
  create: {
    count: 1000,
    seconds: 2.5,
    perSecond: 400,
    failed: 0,
    concurrency: 16,
    rounds: 5,
    p50: 30,
    p99: 80,
  },
  createBaseline: { perSecond: 2500, p99: 20, failed: 0 },
};
const postgres = {
  ...figures,
  backend: 'PostgreSQL',
  create: { ...figures.create, perSecond: 520 },
};

test('met targets read met, with the bare Hono baselines beside the figures', () => {
  const [p99, creates] = sandboxLoadRows(postgres);
  assert.equal(p99.value, '12.5 ms');
  assert.equal(p99.met, true);
  assert.match(p99.what, /^\[PostgreSQL\]/);
  assert.match(p99.what, /bare Hono route at the same load: p50 0.8 \/ p99 2.1 ms/);
  assert.equal(creates.value, '520 per s');
  assert.equal(creates.target, '≥ 500 per s');
  assert.equal(creates.met, true);
  assert.match(creates.what, /latency p50 30 \/ p99 80 ms/);
  assert.match(
    creates.what,
    /bare Hono JSON POST, same workers, in 5 rounds alternating with the creates: 2500 per s, p99 20 ms/,
  );
});

test('PGlite creates are reported, without a target', () => {
  const [, creates] = sandboxLoadRows(figures);
  assert.equal(creates.value, '400 per s');
  assert.equal(creates.target, '– (reported)');
  assert.equal(creates.met, null);
});

test('a slow p99, non-200 answers or slow or failed PostgreSQL creates read not met', () => {
  const slow = { ...figures, grandTotal: { ...figures.grandTotal, p99: 20.5 } };
  assert.equal(sandboxLoadRows(slow)[0].met, false);
  const errors = { ...figures, grandTotal: { ...figures.grandTotal, non200: 1 } };
  assert.equal(sandboxLoadRows(errors)[0].met, false);
  const few = { ...postgres, create: { ...postgres.create, perSecond: 499.9 } };
  assert.equal(sandboxLoadRows(few)[1].met, false);
  const failed = { ...postgres, create: { ...postgres.create, failed: 3 } };
  assert.equal(sandboxLoadRows(failed)[1].met, false);
});

test('no figures: both rows say not measured, without a mark, named by backend', () => {
  const rows = sandboxLoadRows({ error: 'the sandbox bench wrote no figures (exit 1)' });
  assert.equal(rows.length, 2);
  for (const r of rows) {
    assert.match(r.value, /^not measured: the sandbox bench wrote no figures/);
    assert.equal(r.met, null);
  }
  const [, pg] = sandboxLoadRows({
    backend: 'PostgreSQL',
    error: 'the PostgreSQL cluster did not start (no server binaries)',
  });
  assert.match(pg.what, /^\[PostgreSQL\] transaction create throughput/);
  assert.equal(pg.value, 'not measured: the PostgreSQL cluster did not start (no server binaries)');
  assert.equal(pg.target, '≥ 500 per s');
});

test('both backends: PGlite rows, then PostgreSQL rows (also when its cluster failed)', () => {
  const rows = sandboxLoadsRows({
    pglite: figures,
    postgres: { backend: 'PostgreSQL', error: 'cluster failed' },
  });
  assert.deepEqual(
    rows.map((r) => [r.what.slice(0, 12), r.met]),
    [
      ['[PGlite] gra', true],
      ['[PGlite] tra', null],
      ['[PostgreSQL]', null],
      ['[PostgreSQL]', null],
    ],
  );
});

test('BENCH_ONLY=P8 replaces the P8 load rows and keeps the seeded start row', () => {
  const seeded = '| P8 | sandbox seeded start (median of 5) | 1492 ms | ≤ 2000 ms |';
  const old = [
    { figure: 'P7', what: 'p7', value: '1', target: '1', met: true },
    { figure: 'P8', what: 'old p99', value: 'x', target: 't', met: true },
    { figure: 'P8', what: 'old creates', value: 'y', target: 't', met: false },
    { figure: 'P9', what: 'p9', value: '1', target: '1', met: true },
  ];
  const rows = sandboxLoadsRows({ pglite: figures, postgres });
  const merged = withFigures(old, rows, 'P8');
  assert.deepEqual(
    merged.map((r) => r.figure),
    ['P7', 'P8', 'P8', 'P8', 'P8', 'P9'],
  );
  const md = `# Perf\n\n${seeded}\n\n${figuresMarkdown(old)}\n`;
  const lines = figuresMarkdown(rows).split('\n').slice(2);
  const out = withTableLines(md, lines, 'P8', (line) => !line.includes('seeded start'));
  assert.equal(out, `# Perf\n\n${seeded}\n\n${figuresMarkdown(merged)}\n`);
});
