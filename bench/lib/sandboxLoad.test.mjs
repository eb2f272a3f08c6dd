// node --test bench/lib: the P8 rows from a hand-made figures file of p8.ts --json's shape.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sandboxLoadRows } from './sandboxLoad.mjs';

const figures = {
  backend: 'PGlite',
  startMs: 1500,
  baseline: { p50: 0.8, p99: 2.1 },
  grandTotal: { rate: 200, seconds: 10, p50: 3.2, p99: 12.5, max: 30, non200: 0 },
  create: { count: 1000, seconds: 2.5, perSecond: 400, failed: 0, concurrency: 16 },
};

test('met targets read met, with the bare Hono baseline beside the p99', () => {
  const [p99, creates] = sandboxLoadRows(figures);
  assert.equal(p99.value, '12.5 ms');
  assert.equal(p99.met, true);
  assert.match(p99.what, /bare Hono route at the same load: p50 0.8 \/ p99 2.1 ms/);
  assert.equal(creates.value, '400 per s');
  assert.equal(creates.met, true);
});

test('a slow p99, non-200 answers or slow or failed creates read not met', () => {
  const slow = { ...figures, grandTotal: { ...figures.grandTotal, p99: 20.5 } };
  assert.equal(sandboxLoadRows(slow)[0].met, false);
  const errors = { ...figures, grandTotal: { ...figures.grandTotal, non200: 1 } };
  assert.equal(sandboxLoadRows(errors)[0].met, false);
  const few = { ...figures, create: { ...figures.create, perSecond: 299.9 } };
  assert.equal(sandboxLoadRows(few)[1].met, false);
  const failed = { ...figures, create: { ...figures.create, failed: 3 } };
  assert.equal(sandboxLoadRows(failed)[1].met, false);
});

test('no figures: both rows say not measured, without a mark', () => {
  const rows = sandboxLoadRows({ error: 'the sandbox bench wrote no figures (exit 1)' });
  assert.equal(rows.length, 2);
  for (const r of rows) {
    assert.match(r.value, /^not measured: the sandbox bench wrote no figures/);
    assert.equal(r.met, null);
  }
});
