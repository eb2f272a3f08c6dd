import { describe, expect, it } from 'vitest';
import type { Translate } from '../../../i18n/translate.js';
import {
  type AffiliateOwner,
  applySendChange,
  sendFundsBody,
  sendFundsSummary,
  targetsFor,
} from './sendFundsRules.js';

const owner: AffiliateOwner = {
  id: 1,
  name: 'Acme Ltd',
  accounts: [
    { id: 10, name: 'Acme EUR main', currency: 'EUR' },
    { id: 11, name: 'Acme GBP', currency: 'GBP' },
    { id: 12, name: 'Acme EUR free market', currency: 'EUR' },
  ],
};
const accounts = new Map([
  [1, { currency: 'EUR' }],
  [2, { currency: 'GBP' }],
  [3, { currency: 'USD' }],
]);
const targets = (id: number | null) =>
  targetsFor(owner, id === null ? null : (accounts.get(id) ?? null));
const t = ((key: string) => key) as unknown as Translate;
const draft = { bank_account_id: 1, to_account_id: 12, amount: '5', bypass_duplicate_check: true };

describe('send funds to the affiliate owner', () => {
  it('offers the owner accounts in the currency of the chosen account only', () => {
    expect(targets(1).map((a) => a.id)).toEqual([10, 12]);
    expect(targets(3)).toEqual([]);
    expect(targetsFor(null, { currency: 'EUR' })).toEqual([]);
  });

  it('keeps a target still in the currency, else takes the first one, and drops a bypass', () => {
    expect(applySendChange(draft, { bank_account_id: 1 }, targets)).toMatchObject({
      to_account_id: 12,
      bypass_duplicate_check: false,
    });
    expect(applySendChange(draft, { bank_account_id: 2 }, targets).to_account_id).toBe(11);
    expect(applySendChange(draft, { bank_account_id: 3 }, targets).to_account_id).toBeNull();
    expect(applySendChange(draft, { amount: '7' }, targets).to_account_id).toBe(12);
  });

  it('sends the ids and the amount as typed; 0 for an unchosen id (refused by the server)', () => {
    expect(sendFundsBody(draft)).toEqual({
      bank_account_id: 1,
      to_account_id: 12,
      amount: '5',
      bypass_duplicate_check: true,
    });
    expect(sendFundsBody({ ...draft, to_account_id: null, bypass_duplicate_check: false })).toEqual(
      { bank_account_id: 1, to_account_id: 0, amount: '5' },
    );
  });

  it('repeats amount, owner account and source in the code dialog', () => {
    const lines = sendFundsSummary(draft, { name: 'Hooli EUR', currency: 'EUR' }, owner, t);
    // formatAmount separates the currency with a no-break space.
    expect(lines.map((l) => l.value.replace(/\s/g, ' '))).toEqual([
      '5 EUR',
      'Acme Ltd · Acme EUR free market',
      'Hooli EUR',
    ]);
  });
});
