import { describe, expect, it, vi } from 'vitest';
import {
  checkSourceOfFunds,
  SOURCE_OF_FUNDS,
  SOURCE_OF_FUNDS_TEXT,
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

describe('PP-3.2-11 / PP-8-14 / PP-8-15 source of funds texts', () => {
  it('labels and messages', () => {
    expect(SOURCE_OF_FUNDS).toEqual({ 1: 'Business', 2: 'Customer' });
    expect(SOURCE_OF_FUNDS_TEXT.prompt).toBe('Select source of funds');
    expect(SOURCE_OF_FUNDS_TEXT.placeholder).toBe('required');
    expect(sourceOfFundsUpdatedMessage('TX-1')).toBe('Transaction TX-1 updated successfully!');
  });
});
