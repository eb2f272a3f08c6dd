import { describe, expect, it, vi } from 'vitest';
import {
  checkSourceOfFunds,
  SOURCE_OF_FUNDS,
  SOURCE_OF_FUNDS_CODE,
  sourceOfFundsUpdatedMessage,
} from './sourceOfFunds.js';

describe('PP-5-21 source of funds must be 1 or 2', () => {
  it('accepts 1 and 2, logs anything else', () => {
    const log = vi.fn();
    expect(checkSourceOfFunds(1, log)).toBe(1);
    expect(checkSourceOfFunds('2', log)).toBe(2);
    expect(log).not.toHaveBeenCalled();
    expect(checkSourceOfFunds(3, log)).toBeNull();
    expect(checkSourceOfFunds('x', log)).toBeNull();
    expect(log).toHaveBeenCalledTimes(2);
  });
});

describe('PP-3.2-11 / PP-8-14 / PP-8-15 source of funds texts are codes', () => {
  it('labels, prompt and the success message with its name', () => {
    expect(SOURCE_OF_FUNDS).toEqual({
      1: 'transaction.sourceBusiness',
      2: 'transaction.sourceCustomer',
    });
    expect(SOURCE_OF_FUNDS_CODE.prompt).toBe('transaction.sourcePrompt');
    expect(SOURCE_OF_FUNDS_CODE.placeholder).toBe('transaction.sourcePlaceholder');
    expect(sourceOfFundsUpdatedMessage('TX-1')).toEqual({
      code: 'transaction.sourceUpdated',
      params: { name: 'TX-1' },
    });
  });
});
