import { describe, expect, it } from 'vitest';
import { hidingSteps } from './columnPriority.js';

describe('hidingSteps', () => {
  it('hides the lowest priority first and never the key columns', () => {
    expect(hidingSteps([1, 4, 2, 4])).toEqual([[], [4], [4, 2]]);
    expect(hidingSteps([1, 4, undefined, 2])).toEqual([[], [4], [4, 3], [4, 3, 2]]);
  });
  it('counts a column without a priority as 3', () => {
    expect(hidingSteps([1, undefined])).toEqual([[], [3]]);
  });
  it('has only the first step when every column is a key column', () => {
    expect(hidingSteps([1, 1])).toEqual([[]]);
    expect(hidingSteps([])).toEqual([[]]);
  });
});
