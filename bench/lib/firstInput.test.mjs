// The P2 rows and the perf.md merge of BENCH_ONLY=P2, from hand-made readings.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { p2Rows, p2Visits, withP2Section } from './firstInput.mjs';

const screens = [
  { tag: 'flexportal-withdrawal', attrs: {}, visible: 'input', role: 'manager' },
  { tag: 'flexportal-admin-users', attrs: {}, visible: 'input', role: 'admin' },
];
const reading = (ms, requests = []) => ({ ms, requests });

test('a screen is met signed in only within 1.6 x and with at most one request', () => {
  const visits = p2Visits(screens);
  assert.deepEqual(
    visits.filter((v) => v.signedIn).map((v) => [v.id, v.role]),
    [
      ['flexportal-withdrawal-preact-signed-in', 'manager'],
      ['flexportal-admin-users-preact-signed-in', 'admin'],
    ],
  );
  const readings = Object.fromEntries(visits.map((v) => [v.id, [reading(100), reading(100)]]));
  readings['floor-preact'] = [reading(100), reading(100)];
  readings['flexportal-withdrawal-preact-signed-in'] = [
    reading(150, ['manager/bank-accounts']),
    reading(160, ['manager/bank-accounts']),
  ];
  readings['flexportal-admin-users-preact-signed-in'] = [
    reading(120, ['admin/users']),
    reading(120, ['admin/users', 'dictionaries']),
  ];
  readings['flexportal-admin-users-preact'] = [reading(140), reading(140)];
  const rows = p2Rows(screens, visits, readings);
  const signedIn = rows.filter((r) => r.what.includes('signed in'));
  assert.deepEqual(
    signedIn.map((r) => [r.value, r.requests, r.met]),
    [
      [1.55, 1, true],
      [1.2, 2, false],
    ],
  );
  assert.match(
    signedIn[1].what,
    /API requests answered before it: 2 \(admin\/users, dictionaries\), started: 2/,
  );
  const out = rows.filter((r) => r.what.includes('signed out, preact'));
  assert.deepEqual(
    out.map((r) => r.met),
    [true, false],
  );
});

test('BENCH_ONLY=P2 replaces the P2 section, or moves old P2 rows into one', () => {
  const old = [
    '# Performance',
    '',
    '| baseline | median ms |',
    '|---|---|',
    '| floor page, preact/compat + r2wc | 59.9 |',
    '',
    '| figure | what | value | target |',
    '|---|---|---|---|',
    '| P2 | <x> preact | 1.44 × | ≤ 1.3 × |',
    '| P4 | portal | 137.4 | ≤ 150 |',
    '',
    '## P5-P9',
    'rest',
  ].join('\n');
  const merged = withP2Section(old, '## P2\n\nnew rows');
  assert.doesNotMatch(merged, /\| P2 \||floor page/);
  assert.match(merged, /\| P4 \| portal/);
  assert.match(merged, /## P2\n\nnew rows\n\n## P5-P9\nrest/);
  const again = withP2Section(merged, '## P2\n\nnewer rows');
  assert.match(again, /## P2\n\nnewer rows\n\n## P5-P9\nrest/);
  assert.doesNotMatch(again, /new rows/);
});
