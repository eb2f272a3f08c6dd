import { describe, expect, it } from 'vitest';
import { pageRange } from './pageRange.js';

describe('pageRange', () => {
  it('lists every page when they fit', () => {
    expect(pageRange(1, 1)).toEqual([1]);
    expect(pageRange(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first pages together near the start', () => {
    expect(pageRange(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageRange(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
  });

  it('keeps the last pages together near the end', () => {
    expect(pageRange(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageRange(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });

  it('centres the current page between two gaps', () => {
    expect(pageRange(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageRange(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
    expect(pageRange(16, 20)).toEqual([1, 'gap', 15, 16, 17, 'gap', 20]);
  });

  it('never exceeds the slots, whatever the page', () => {
    for (let p = 1; p <= 50; p++) {
      const items = pageRange(p, 50, 9);
      expect(items.length).toBeLessThanOrEqual(9);
      expect(items).toContain(p);
      expect(items[0]).toBe(1);
      expect(items.at(-1)).toBe(50);
    }
  });

  it('clamps a page outside the range and odd inputs', () => {
    expect(pageRange(99, 3)).toEqual([1, 2, 3]);
    expect(pageRange(0, 0)).toEqual([1]);
    expect(pageRange(-4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
  });
});
