import { describe, expect, it } from 'vitest';
import { TransactionMode } from '../contract/enums.js';
import {
  MANAGER_TRANSACTION_MODES,
  managerTransactionMode,
  TRANSACTION_MODES,
} from './transactionModes.js';

describe('transaction list modes (PP-3.2, PP-2.3-09)', () => {
  it('a manager lists settled, progress and denied, settled by default; api is not theirs', () => {
    expect(MANAGER_TRANSACTION_MODES).toEqual(['settled', 'progress', 'denied']);
    expect(managerTransactionMode('denied')).toBe('denied');
    expect(managerTransactionMode('api')).toBe('settled');
    expect(managerTransactionMode(undefined)).toBe('settled');
  });

  it('the contract schema is built from the same list', () => {
    expect(TransactionMode.options).toEqual([...TRANSACTION_MODES]);
  });
});
