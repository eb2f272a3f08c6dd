import { describe, expect, it } from 'vitest';
import { canConfirmCredit, creditDefaults, creditSummary, toCreditBody } from './creditRules.js';

const t = (key: string) =>
  ({
    'adminCredit.amount': 'Amount',
    'adminCredit.account': 'Account',
    'adminCredit.company': 'Company',
    'adminCredit.note': 'Note',
  })[key] ?? key;
const account = {
  id: 7,
  name: 'Globex USD',
  currency: 'USD',
  available_balance: '3000.00',
  sub_unit: 2,
  company_id: 2,
};

describe('top-up rules (AC-7admin-03)', () => {
  it('confirms only with an account and an amount above zero', () => {
    const v = { ...creditDefaults(), bank_account_id: 7 };
    expect(canConfirmCredit({ ...v, amount: '' })).toBe(false);
    expect(canConfirmCredit({ ...v, amount: '0.00' })).toBe(false);
    expect(canConfirmCredit({ ...v, amount: 'abc' })).toBe(false);
    expect(canConfirmCredit({ ...v, amount: '0.01' })).toBe(true);
    expect(canConfirmCredit({ ...v, bank_account_id: null, amount: '5' })).toBe(false);
  });

  it('sends the amount as typed and the note only when there is one', () => {
    expect(toCreditBody({ bank_account_id: 7, amount: '12.50', note: '  ' })).toEqual({
      bank_account_id: 7,
      amount: '12.50',
    });
    expect(toCreditBody({ bank_account_id: 7, amount: '1', note: ' Wire ' }).note).toBe('Wire');
    // The duplicate dialog's confirmation goes along (the credit has the duplicate check).
    expect(
      toCreditBody({ bank_account_id: 7, amount: '1', note: '', bypass_duplicate_check: true }),
    ).toMatchObject({ bypass_duplicate_check: true });
  });

  it('repeats amount with currency, account, company and note; empty lines left out', () => {
    const v = { bank_account_id: 7, amount: '1234.5', note: '' };
    expect(creditSummary(v, account, 'Globex', t as never, 'de')).toEqual([
      { label: 'Amount', value: '1.234,5\u00a0USD' },
      { label: 'Account', value: 'Globex USD' },
      { label: 'Company', value: 'Globex' },
    ]);
  });
});
