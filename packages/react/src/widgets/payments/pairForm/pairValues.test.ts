import type { Transaction } from '@flexportal/core/contract';
import { describe, expect, it } from 'vitest';
import { applyPairQuery, fromOriginal, pairBody, pairDefaults } from './pairValues.js';

const tx = {
  id: 9,
  bank_account_id: 1,
  to_account_id: 3,
  amount: '100.00',
  to_amount: '85.71',
} as Transaction;

describe('pair drafts (PP-3.3, PP-2.4, PP-4.6-03)', () => {
  it('defaults: 100, convert 1; the query fills amt, aid, tid', () => {
    expect(pairDefaults('exchange').amount).toBe('100');
    expect(pairDefaults('convert').amount).toBe('1');
    expect(
      applyPairQuery(pairDefaults('transfer'), { amount: '5', account_id: 2, to_account_id: 4 }),
    ).toMatchObject({ amount: '5', bank_account_id: 2, to_account_id: 4 });
  });
  it('repeat moves the same way; return moves what arrived back', () => {
    expect(fromOriginal(pairDefaults('exchange'), tx, 'repeat')).toMatchObject({
      bank_account_id: 1,
      to_account_id: 3,
      amount: '100.00',
      original_transaction_id: 9,
    });
    expect(fromOriginal(pairDefaults('exchange'), tx, 'return')).toMatchObject({
      bank_account_id: 3,
      to_account_id: 1,
      amount: '85.71',
    });
  });
  it('the body carries the protocol of the kind and the quoted rate', () => {
    const v = {
      ...pairDefaults('convert'),
      bank_account_id: 1,
      to_account_id: 5,
      crypto_amount: '0.1',
    };
    expect(pairBody('convert', v, { quoted_rate: '0.00001' })).toEqual({
      bank_account_id: 1,
      to_account_id: 5,
      amount: '1',
      crypto_amount: '0.1',
      last_side: 'buy',
      transmission_protocol_id: 'CRYPTO_EXCHANGE',
      quoted_rate: '0.00001',
    });
    expect(pairBody('transfer', pairDefaults('transfer'), null)).toMatchObject({
      transmission_protocol_id: 'INTERNAL',
    });
    // A server's quote goes by id (issue 36): the rate is not sent beside it.
    const quoted = pairBody('convert', v, { quote_id: 'q.sig' });
    expect(quoted).toMatchObject({ quote_id: 'q.sig' });
    expect(quoted).not.toHaveProperty('quoted_rate');
  });
});
