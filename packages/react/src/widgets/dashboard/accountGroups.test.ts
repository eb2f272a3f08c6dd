import type { BankAccount } from '@flexportal/core/contract';
import { describe, expect, it } from 'vitest';
import { accountGroups } from './accountGroups.js';

// Partial accounts on purpose: the grouping reads only the currency type.
const acc = (id: number, currency_type?: string) =>
  ({ id, currency_unit: { currency_type } }) as unknown as BankAccount;

describe('accountGroups', () => {
  it('puts fiat first, then crypto, keeping the server order inside each', () => {
    const groups = accountGroups([acc(1, 'crypto'), acc(2, 'fiat'), acc(3), acc(4, 'crypto')]);
    expect(groups.map((g) => [g.type, g.accounts.map((a) => a.id)])).toEqual([
      ['fiat', [2, 3]],
      ['crypto', [1, 4]],
    ]);
  });

  it('leaves out empty groups', () => {
    expect(accountGroups([acc(1, 'crypto')]).map((g) => g.type)).toEqual(['crypto']);
    expect(accountGroups([])).toEqual([]);
  });
});
