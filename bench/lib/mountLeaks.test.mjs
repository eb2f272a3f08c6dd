import assert from 'node:assert/strict';
import { test } from 'node:test';
import { replaceScreens, rowTag } from './mountLeaks.mjs';

test("replaceScreens puts a rerun screen's rows in place of its old ones, others untouched", () => {
  const row = (what, value) => ({ figure: 'P9', what, value });
  const old = [
    { figure: 'P8', what: 'start', value: '1' },
    row('<a> heap', '1.2'),
    row('<a> timers', '0'),
    row('<b> heap', '1.0'),
    row('<b> timers', '0'),
  ];
  const fresh = [
    row('<a> heap (rerun)', '1.01'),
    row('<a> timers (rerun)', '0'),
    row('<c> heap', '1'),
  ];
  assert.deepEqual(
    replaceScreens(old, fresh, rowTag).map((r) => r.value),
    ['1', '1.01', '0', '1.0', '0', '1'],
  );
});
