import type { Transaction } from '@flexportal/core/contract';
import { describe, expect, it } from 'vitest';
import {
  canChangeTransactions,
  canDeny,
  mergeTransaction,
  needsSourceOfFunds,
  overviewActions,
  returnFormOf,
  transactionIdOf,
  wireConfirmationFilename,
} from './overviewRules.js';

const tx = (patch: Partial<Transaction> = {}): Transaction => ({
  id: 7,
  name: 'TX00000007',
  type: 'withdrawal',
  status: 'progress',
  amount: '10.00',
  fee_amount: '1.00',
  total_amount: '11.00',
  currency: 'EUR',
  bank_account_id: 1,
  to_account_id: null,
  created_at: '2026-01-02T03:04:05.000Z',
  ...patch,
});

describe('canDeny (PP-4.6-04, PP-7.4-17)', () => {
  it('offers Deny for a withdrawal in progress or awaiting admin action', () => {
    expect(canDeny(tx({ status: 'progress' }))).toBe(true);
    expect(canDeny(tx({ status: 'api' }))).toBe(true);
  });
  it('not once the withdrawal is settled or denied', () => {
    expect(canDeny(tx({ status: 'settled' }))).toBe(false);
    expect(canDeny(tx({ status: 'denied' }))).toBe(false);
  });
  it('not for money that stayed in the company or came in', () => {
    for (const type of ['transfer', 'exchange', 'convert', 'deposit', 'withdraw_crypto']) {
      expect(canDeny(tx({ type, status: 'progress' }))).toBe(false);
    }
  });
});

describe('overviewActions: each action only where the server and the forms accept it', () => {
  it('a pending withdrawal: Deny and Repeat, no Return', () => {
    for (const status of ['progress', 'api'])
      expect(overviewActions(tx({ status }), true)).toEqual({
        deny: true,
        repeat: true,
        return: false,
      });
  });
  it('a settled or denied withdrawal: Repeat only', () => {
    for (const status of ['settled', 'denied'])
      expect(overviewActions(tx({ status }), true)).toEqual({
        deny: false,
        repeat: true,
        return: false,
      });
  });
  it('exchanges, conversions and transfers are repeated, never returned or denied', () => {
    for (const type of ['exchange', 'convert', 'transfer'])
      for (const status of ['settled', 'progress'])
        expect(overviewActions(tx({ type, status }), true)).toEqual({
          deny: false,
          repeat: true,
          return: false,
        });
  });
  it('a settled deposit is returned with a withdrawal; a pending or denied one is not', () => {
    expect(overviewActions(tx({ type: 'deposit', status: 'settled' }), true)).toEqual({
      deny: false,
      repeat: false,
      return: true,
    });
    expect(returnFormOf(tx({ type: 'deposit', status: 'settled' }))).toBe('withdrawal');
    for (const status of ['progress', 'denied', 'api'])
      expect(overviewActions(tx({ type: 'deposit', status }), true).return).toBe(false);
  });
  it('card, crypto and import transactions offer none; a reader gets none at all', () => {
    for (const type of ['card', 'import', 'withdraw_crypto', 'receive_crypto', 'toString'])
      expect(overviewActions(tx({ type, status: 'settled' }), true)).toEqual({
        deny: false,
        repeat: false,
        return: false,
      });
    for (const t of [tx(), tx({ type: 'deposit', status: 'settled' })])
      expect(overviewActions(t, false)).toEqual({ deny: false, repeat: false, return: false });
  });
});

describe('needsSourceOfFunds (PP-8-15, PP-3.2-11)', () => {
  it('prompts while no valid source is set', () => {
    expect(needsSourceOfFunds(tx())).toBe(true);
    expect(needsSourceOfFunds(tx({ source_id: null }))).toBe(true);
    expect(needsSourceOfFunds(tx({ source_id: 3 }))).toBe(true);
  });
  it('not once it is Business (1) or Customer (2)', () => {
    expect(needsSourceOfFunds(tx({ source_id: 1 }))).toBe(false);
    expect(needsSourceOfFunds(tx({ source_id: 2 }))).toBe(false);
  });
});

describe('canChangeTransactions (PP-6-01, PP-6-03)', () => {
  it('a manager may change; a reader, an administrator or an unknown user may not', () => {
    expect(canChangeTransactions({ roles: [{ slug: 'manager' }] })).toBe(true);
    expect(canChangeTransactions({ roles: [{ slug: 'manager-reader' }] })).toBe(false);
    expect(canChangeTransactions({ roles: [{ slug: 'admin' }] })).toBe(false);
    expect(canChangeTransactions({ roles: [] })).toBe(false);
    expect(canChangeTransactions(null)).toBe(false);
  });
});

describe('transactionIdOf', () => {
  it('reads positive integers, from numbers or attribute strings', () => {
    expect(transactionIdOf(42)).toBe(42);
    expect(transactionIdOf('42')).toBe(42);
  });
  it('refuses what cannot be an id', () => {
    for (const v of [0, -1, 1.5, Number.NaN, '4x', '', null, undefined, 2147483648]) {
      expect(transactionIdOf(v)).toBeNull();
    }
  });
});

describe('wireConfirmationFilename', () => {
  it('names the PDF after the transaction, keeping only safe characters', () => {
    expect(wireConfirmationFilename('TX00000007')).toBe('wire-confirmation-TX00000007.pdf');
    expect(wireConfirmationFilename('../a b/c')).toBe('wire-confirmation-a_b_c.pdf');
    expect(wireConfirmationFilename('')).toBe('wire-confirmation-transaction.pdf');
  });
});

describe('mergeTransaction', () => {
  const history = [{ status: 'progress', note: null, created_at: '2026-01-02T03:04:05Z' }];
  it('takes the answer of a change, keeping a history the answer leaves out', () => {
    const merged = mergeTransaction(tx({ history }), tx({ status: 'denied' }));
    expect(merged.status).toBe('denied');
    expect(merged.history).toBe(history);
  });
  it('takes the answer whole when it brings its own history', () => {
    const fresh = [...history, { status: 'denied', note: 'x', created_at: '2026-01-03T00:00:00Z' }];
    expect(mergeTransaction(tx({ history }), tx({ history: fresh })).history).toBe(fresh);
  });
});
