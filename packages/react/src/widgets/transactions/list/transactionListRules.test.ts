import { describe, expect, it } from 'vitest';
import {
  filtersFromProps,
  isFilterPeriod,
  isOwnSource,
  payeeOf,
  readTransactionFilters,
  transactionHref,
  transactionListPath,
  transactionRequestQuery,
  transactionSource,
} from './transactionListRules.js';

const now = new Date('2026-03-15T12:00:00Z');

describe('transaction list rules (PP-2.4-14 to PP-2.4-18)', () => {
  it('turns host props into filters in the spec query names', () => {
    expect(
      filtersFromProps({
        bankAccountId: 3,
        transactionIds: '7, 9',
        period: 'current_month',
        fromDate: '2026-03-02',
        toDate: '',
      }),
    ).toEqual({
      bank_account_id: '3',
      'tid[]': ['7', '9'],
      period: 'current_month',
      from_date: '2026-03-02',
    });
    expect(filtersFromProps({ transactionIds: [1, 2] })).toEqual({ 'tid[]': ['1', '2'] });
    expect(filtersFromProps({})).toEqual({});
  });

  it('reads aliases and fills the dates from the period', () => {
    expect(readTransactionFilters({ bid: '4', period: 'previous_month' }, now)).toEqual({
      bank_account_id: '4',
      period: 'previous_month',
      from_date: '2026-02-01',
      to_date: '2026-02-28',
    });
    expect(
      readTransactionFilters({ period: 'current_month', to_date: '2026-03-10' }, now),
    ).toMatchObject({
      from_date: '2026-03-01',
      to_date: '2026-03-10',
    });
  });

  it('builds the list request, leaving out what cannot be valid', () => {
    expect(
      transactionRequestQuery(
        'progress',
        { bank_account_id: '3', 'tid[]': ['5', 'x'], start_date: '2026-01-01', end_date: 'soon' },
        now,
      ),
    ).toEqual({ mode: 'progress', bank_account_id: '3', 'tid[]': ['5'], from_date: '2026-01-01' });
    expect(transactionRequestQuery('settled', { bid: 'abc', period: 'total' }, now)).toEqual({
      mode: 'settled',
    });
  });

  it('names the payee: customer name, person, IBAN, account or wallet', () => {
    expect(payeeOf({ customer: { customer_name: 'Wayne', customer_iban: 'DE44' } })).toBe('Wayne');
    expect(payeeOf({ customer: { name: 'Opening balance' } })).toBe('Opening balance');
    expect(payeeOf({ customer: { customer_first_name: 'Jane', customer_last_name: 'Doe' } })).toBe(
      'Jane Doe',
    );
    expect(payeeOf({ customer: { customer_iban: 'DE44500105175407324931' } })).toBe(
      'DE44500105175407324931',
    );
    expect(payeeOf({ customer: { wallet: 'bc1q' } })).toBe('bc1q');
    expect(payeeOf({ customer: null })).toBe('');
  });

  // The UTC day with its time is core's formatDateTime (format/formatDate.test.ts).
  it('links by template and knows the offered periods', () => {
    expect(transactionHref('/manager/transactions/{id}?from=list', 42)).toBe(
      '/manager/transactions/42?from=list',
    );
    expect(isFilterPeriod('current_year')).toBe(true);
    expect(isFilterPeriod('total')).toBe(false);
    expect(isFilterPeriod(undefined)).toBe(false);
  });
});

describe('transaction list sources (AC-7mgr-28/29)', () => {
  it('lists the company, its affiliates or its white-labeled children', () => {
    expect(transactionListPath(transactionSource(undefined))).toBe('manager/transactions');
    expect(transactionListPath(transactionSource('affiliates'))).toBe(
      'manager/affiliates/transactions',
    );
    expect(transactionListPath(transactionSource('white-labeled'))).toBe(
      'manager/white-label/transactions',
    );
  });
  it('takes anything else as the company itself, whose rows alone are its own', () => {
    expect(transactionSource('../admin')).toBe('company');
    expect(isOwnSource('company')).toBe(true);
    expect(isOwnSource('affiliates')).toBe(false);
    expect(isOwnSource('white-labeled')).toBe(false);
  });
});
