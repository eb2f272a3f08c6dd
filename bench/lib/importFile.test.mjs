// node --test bench/lib: P5's file rows, its figure rows and the BENCH_ONLY=P5 merge.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { figuresMarkdown } from './figureRows.mjs';
import {
  faultyRows,
  importRow,
  importRows,
  rowFault,
  withFigures,
  withTableLines,
} from './importFile.mjs';

const COLUMNS = ['amount', 'transfer_service', 'customer_name', 'customer_iban', 'bank_swift'];

test('every 10th row is wrong, in four ways in turn; the others are two-decimal SEPA rows', () => {
  const faults = Array.from({ length: 100 }, (_, i) => rowFault(i + 1)).filter(Boolean);
  assert.equal(faults.length, faultyRows(100));
  assert.deepEqual(faults.slice(0, 4), ['amount', 'service', 'iban+amount', 'iban']);
  assert.deepEqual(importRow(1, COLUMNS), [
    2.01,
    'sepa',
    'Payee 1 GmbH',
    'DE44500105175407324931',
    '',
  ]);
  for (let i = 1; i < 2000; i++) {
    if (rowFault(i)) continue;
    assert.match(String(importRow(i, COLUMNS)[0]), /^\d+(\.\d{1,2})?$/);
  }
  assert.equal(importRow(10, COLUMNS)[0], 'ten');
  assert.equal(importRow(20, COLUMNS)[1], 'teleport');
  assert.deepEqual(importRow(30, COLUMNS).slice(0, 4), ['ten', 'sepa', 'Payee 30 GmbH', 'DE00XX']);
});

const browser = {
  rows: 10_000,
  marks: 1_000,
  first: { product: 3000, baseline: 2400, paired: 1.3 },
  again: { product: 2000, baseline: 1000 },
};
const server = { backend: 'PGlite', rows: 10_000, errors: 1_000, route: 700, read: 500 };

test('ratios to the same run baselines, met up to 1.5 ×, the baselines in the row', () => {
  const [first, again, srv] = importRows(browser, server);
  assert.equal(first.value, '1.250 ×');
  assert.equal(first.met, true);
  assert.match(
    first.what,
    /10,000-row xlsx, 1,000 error cells, first download.*3000 ms \/ raw exceljs load \+ write 2400 ms; median of the rounds' ratios 1.30$/,
  );
  assert.equal(again.value, '2.000 ×');
  assert.equal(again.met, false);
  assert.equal(srv.value, '1.400 ×');
  assert.equal(srv.met, true);
  assert.match(srv.what, /bare exceljs streaming read 500 ms/);
});

test('a side that failed reads not measured, with why', () => {
  const rows = importRows({ error: '3 cells annotated for 1000 errors' }, undefined);
  assert.deepEqual(
    rows.map((r) => [r.value, r.met]),
    [
      ['not measured: 3 cells annotated for 1000 errors', null],
      ['not measured: no figures', null],
    ],
  );
});

test('BENCH_ONLY=P5 replaces the P5 rows where they were, in perf.json and perf.md', () => {
  const old = [
    { figure: 'P5', what: 'old', value: 'x', target: 't', met: null },
    { figure: 'P6', what: 'p6', value: '1', target: '1', met: true },
  ];
  const rows = importRows(browser, server);
  const merged = withFigures(old, rows);
  assert.deepEqual(
    merged.map((r) => r.figure),
    ['P5', 'P5', 'P5', 'P6'],
  );
  assert.equal(merged[3], old[1]);
  const md = `# Perf\n\n${figuresMarkdown(old)}\n\n## Lists\n`;
  const lines = figuresMarkdown(rows).split('\n').slice(2);
  const out = withTableLines(md, lines);
  assert.equal(out, `# Perf\n\n${figuresMarkdown(merged)}\n\n## Lists\n`);
  assert.equal(withTableLines('no table', lines), 'no table');
});
