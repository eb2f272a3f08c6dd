import type { RuleUser } from '@flexportal/core';
import type { BankAccount } from '@flexportal/core/contract';
import { describe, expect, it } from 'vitest';
import {
  accountColumns,
  accountPermissions,
  createAccountBody,
  enabledCurrencies,
  groupByCurrencyType,
  initialCurrency,
  referenceLetterName,
  SIMPLE_ACCOUNT_COLUMNS,
  toCurrencyType,
  transactionsHref,
} from './accountsRules.js';

const account = (id: number, currency: string, type: string): BankAccount => ({
  id,
  name: `Account ${id}`,
  currency,
  currency_unit: { value: currency, currency_type: type },
  sub_unit: 2,
  selected: false,
  iban: null,
  transmission_protocols_disabled: [],
  temporary_ibans: [],
  payment_service: null,
  portal_service_active: false,
  total_balance: '0.00',
  available_balance: '0.00',
  pending_balance: '0.00',
});

const user = (role: string, features: Record<string, boolean> = {}): RuleUser => ({
  roles: [{ slug: role }],
  company: { enabled: true, enabled_features: features },
});

describe('groupByCurrencyType', () => {
  it('splits fiat from crypto, keeping the API order; an unknown type counts as fiat', () => {
    const groups = groupByCurrencyType([
      account(1, 'EUR', 'fiat'),
      account(2, 'BTC', 'crypto'),
      account(3, 'USD', 'fiat'),
      account(4, 'XXX', 'other'),
    ]);
    expect(groups.fiat.map((a) => a.id)).toEqual([1, 3, 4]);
    expect(groups.crypto.map((a) => a.id)).toEqual([2]);
    expect(groupByCurrencyType([])).toEqual({ fiat: [], crypto: [] });
  });

  it('reads a currency type tolerantly: anything but crypto is fiat', () => {
    expect(toCurrencyType('crypto')).toBe('crypto');
    expect(toCurrencyType('fiat')).toBe('fiat');
    expect(toCurrencyType(undefined)).toBe('fiat');
    expect(toCurrencyType('CRYPTO ')).toBe('fiat');
  });
});

describe('accountPermissions (PP-6, AC-3 create_accounts)', () => {
  it('a manager with create_accounts creates and switches the default', () => {
    const m = user('manager', { create_accounts: true });
    expect(accountPermissions(m, 'fiat')).toEqual({
      create: true,
      makeDefault: true,
      download: true,
    });
  });

  it('creating a crypto account also needs the crypto feature', () => {
    expect(accountPermissions(user('manager', { create_accounts: true }), 'crypto').create).toBe(
      false,
    );
    const both = user('manager', { create_accounts: true, crypto: true });
    expect(accountPermissions(both, 'crypto').create).toBe(true);
  });

  it('a manager without the feature switches the default but does not create', () => {
    expect(accountPermissions(user('manager', { crypto: true }), 'fiat')).toEqual({
      create: false,
      makeDefault: true,
      download: true,
    });
  });

  it('a reader only downloads, even when the company may create accounts', () => {
    const reader = user('manager-reader', { create_accounts: true, crypto: true });
    for (const type of ['fiat', 'crypto'] as const) {
      expect(accountPermissions(reader, type)).toEqual({
        create: false,
        makeDefault: false,
        download: true,
      });
    }
  });

  it('an unknown user (still loading) sees no actions', () => {
    expect(accountPermissions(null, 'fiat')).toEqual({
      create: false,
      makeDefault: false,
      download: false,
    });
  });
});

describe('createAccountBody', () => {
  it('sends the currency and the trimmed name', () => {
    expect(createAccountBody({ currency: 'GBP', name: '  Payroll GBP ' })).toEqual({
      currency: 'GBP',
      name: 'Payroll GBP',
    });
  });

  it('leaves an empty name out so the server names the account', () => {
    expect(createAccountBody({ currency: 'usdt', name: '   ' })).toEqual({ currency: 'USDT' });
  });
});

describe('the currencies offered', () => {
  it('lists enabled codes of the dictionary once, in order; junk is ignored', () => {
    const dict = [
      { value: 'EUR', is_enabled: true },
      { value: 'GBP', is_enabled: false },
      { value: 'USD' },
      { value: 'EUR', is_enabled: true },
      { code: 'CHF' },
      null,
    ];
    expect(enabledCurrencies(dict)).toEqual(['EUR', 'USD']);
    expect(enabledCurrencies(undefined)).toEqual([]);
    expect(enabledCurrencies({ data: [] })).toEqual([]);
  });

  it('starts with the default currency of the type (EUR, BTC) when offered', () => {
    expect(initialCurrency('fiat', ['GBP', 'EUR'])).toBe('EUR');
    expect(initialCurrency('crypto', ['ETH', 'BTC'])).toBe('BTC');
    expect(initialCurrency('crypto', ['ETH', 'TRX'])).toBe('ETH');
    expect(initialCurrency('fiat', [])).toBe('');
  });
});

describe('accountColumns', () => {
  it('shows IBANs for fiat only', () => {
    expect(accountColumns('fiat')).toEqual([
      'name',
      'currency',
      'iban',
      'temporary_ibans',
      'total_balance',
      'available_balance',
      'pending_balance',
      'selected',
    ]);
    expect(accountColumns('crypto')).not.toContain('iban');
    expect(accountColumns('crypto')).toContain('pending_balance');
  });

  it('has a simplified set shared by both tabs', () => {
    for (const type of ['fiat', 'crypto'] as const) {
      expect(accountColumns(type).filter((c) => SIMPLE_ACCOUNT_COLUMNS.has(c))).toEqual([
        'name',
        'currency',
        'available_balance',
        'selected',
      ]);
    }
  });
});

describe('links and file names', () => {
  it('fills {id} in the transactions link, default the settled list of the account', () => {
    expect(transactionsHref(undefined, 7)).toBe('/manager/transactions/settled?bank_account_id=7');
    expect(transactionsHref('/tx?bid={id}&again={id}', 12)).toBe('/tx?bid=12&again=12');
    expect(transactionsHref('', 3)).toBe('/manager/transactions/settled?bank_account_id=3');
  });

  it('names the reference letter after the account', () => {
    expect(referenceLetterName({ id: 42 })).toBe('reference-letter-42.pdf');
  });
});
