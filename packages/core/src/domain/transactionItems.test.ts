import { describe, expect, it } from 'vitest';
import { ERROR_CODE } from '../errors/texts.js';
import { transactionItemsQuery } from './transactionItems.js';

describe('PP-5-24 transaction items id must be an array', () => {
  it('builds id[] from an array', () => {
    expect(transactionItemsQuery([1, 2])).toEqual({ 'id[]': ['1', '2'] });
  });
  it('rejects anything else with the code of the message', () => {
    expect(ERROR_CODE.itemsIdArray).toBe('error.itemsIdArray');
    expect(() => transactionItemsQuery(1)).toThrow(new TypeError('error.itemsIdArray'));
    expect(() => transactionItemsQuery('1,2')).toThrow(ERROR_CODE.itemsIdArray);
  });
});
