import { describe, expect, it } from 'vitest';
import { ITEMS_ID_ARRAY_MESSAGE, transactionItemsQuery } from './transactionItems.js';

describe('PP-5-24 transaction items id must be an array', () => {
  it('builds id[] from an array', () => {
    expect(transactionItemsQuery([1, 2])).toEqual({ 'id[]': ['1', '2'] });
  });
  it('rejects anything else with the exact message', () => {
    expect(ITEMS_ID_ARRAY_MESSAGE).toBe("Invalid request format. 'id' must be an array.");
    expect(() => transactionItemsQuery(1)).toThrow(ITEMS_ID_ARRAY_MESSAGE);
    expect(() => transactionItemsQuery('1,2')).toThrow(ITEMS_ID_ARRAY_MESSAGE);
  });
});
