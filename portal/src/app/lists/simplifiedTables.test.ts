import { describe, expect, it } from 'vitest';
import { usesSimplifiedTables } from './simplifiedTables.js';

describe('usesSimplifiedTables (AC-3-38)', () => {
  it('applies to the {product} theme only', () => {
    expect(usesSimplifiedTables('{product}')).toBe(true);
    expect(usesSimplifiedTables('ibanflex')).toBe(false);
    expect(usesSimplifiedTables('fastpay')).toBe(false);
  });
});
