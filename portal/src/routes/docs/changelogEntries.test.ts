import { describe, expect, it } from 'vitest';
import { inlineRuns, parseChangeset } from './changelogEntries.js';

describe('inlineRuns', () => {
  it("turns markdown's backticks into code runs", () => {
    expect(inlineRuns('core: `addDecimal(a, b)` adds; `x` too.')).toEqual([
      { text: 'core: ', code: false },
      { text: 'addDecimal(a, b)', code: true },
      { text: ' adds; ', code: false },
      { text: 'x', code: true },
      { text: ' too.', code: false },
    ]);
  });

  it('keeps text without code, and an unmatched backtick, as text', () => {
    expect(inlineRuns('plain')).toEqual([{ text: 'plain', code: false }]);
    expect(inlineRuns('a ` b')).toEqual([{ text: 'a ` b', code: false }]);
    expect(inlineRuns('<b>`<i>`')).toEqual([
      { text: '<b>', code: false },
      { text: '<i>', code: true },
    ]);
  });
});

describe('parseChangeset', () => {
  it('reads the bumps and the paragraphs', () => {
    const entry = parseChangeset(
      'a.md',
      "---\n'@flexportal/core': minor\n---\n\nOne\nline.\n\nTwo.\n",
    );
    expect(entry).toEqual({
      id: 'a.md',
      bumps: [{ name: '@flexportal/core', level: 'minor' }],
      paragraphs: ['One line.', 'Two.'],
    });
  });
});
