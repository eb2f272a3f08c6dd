import { describe, expect, it } from 'vitest';
import { parseReportQuery, parseTransactionListQuery, periodRange } from './listQuery.js';
import { buildPaymentQuery, parsePaymentQuery } from './queryShortcuts.js';

describe('PP-2.4 query shortcuts on payment forms', () => {
  it('PP-2.4-01..10 reads every key on withdrawal', () => {
    const q = new URLSearchParams(
      'act=repeat&tx=7&amt=12.5&aid=1&tid=2&ag=3&rp=free_market&rp_acct=r1&rp_cur=EUR&fx=1',
    );
    expect(parsePaymentQuery('withdrawal', q)).toEqual({
      action: 'repeat',
      transaction_id: 7,
      amount: '12.5',
      account_id: 1,
      to_account_id: 2,
      agent_id: 3,
      portal_service: 'free_market',
      portal_service_remote_account: 'r1',
      portal_service_currency: 'EUR',
      is_flexpsp_deposit: true,
    });
  });
  it('PP-2.4-01 act defaults to create for convert and exchange only', () => {
    expect(parsePaymentQuery('convert', {}).action).toBe('create');
    expect(parsePaymentQuery('exchange', {}).action).toBe('create');
    expect(parsePaymentQuery('transfer', {}).action).toBeUndefined();
    expect(parsePaymentQuery('transfer', { act: 'bogus' }).action).toBeUndefined();
  });
  it('PP-2.4-06..10 withdrawal-only keys are ignored elsewhere', () => {
    expect(parsePaymentQuery('transfer', { ag: '3', fx: '1', aid: '4' })).toEqual({
      account_id: 4,
    });
  });
  it('PP-2.4-11 import uses aid only; PP-2.4-12 crypto withdraw only amt and aid', () => {
    expect(parsePaymentQuery('import', { aid: '1', amt: '5', tid: '2' })).toEqual({
      account_id: 1,
    });
    expect(
      parsePaymentQuery('crypto-withdraw', { aid: '1', amt: '0.5', tid: '2', act: 'repeat' }),
    ).toEqual({
      account_id: 1,
      amount: '0.5',
    });
  });
  it('PP-2.4-13 booleans are 1 or 0, both ways', () => {
    expect(parsePaymentQuery('withdrawal', { fx: '0' }).is_flexpsp_deposit).toBe(false);
    expect(parsePaymentQuery('withdrawal', { fx: 'yes' }).is_flexpsp_deposit).toBeUndefined();
    expect(buildPaymentQuery('withdrawal', { is_flexpsp_deposit: false })).toEqual({ fx: '0' });
  });
  it('writes shortcuts back and round-trips', () => {
    const values = {
      action: 'return' as const,
      transaction_id: 9,
      amount: '1.5',
      account_id: 2,
      agent_id: 4,
    };
    const q = buildPaymentQuery('withdrawal', values);
    expect(q).toEqual({ act: 'return', tx: '9', amt: '1.5', aid: '2', ag: '4' });
    expect(parsePaymentQuery('withdrawal', q)).toEqual(values);
    expect(buildPaymentQuery('import', values)).toEqual({ aid: '2' });
  });
});

describe('PP-2.4-14..18 transaction list query', () => {
  const now = new Date('2026-03-15T10:00:00Z');
  it('reads long or short names', () => {
    expect(
      parseTransactionListQuery(
        new URLSearchParams(
          'bid=3&cid=4&tid[]=1&tid[]=2&start_date=2026-01-01&end_date=2026-01-31',
        ),
        now,
      ),
    ).toEqual({
      bank_account_id: '3',
      company_id: '4',
      transaction_ids: ['1', '2'],
      from_date: '2026-01-01',
      to_date: '2026-01-31',
    });
    expect(parseTransactionListQuery({ bank_account_id: '5', company_id: '6' }, now)).toEqual({
      bank_account_id: '5',
      company_id: '6',
    });
  });
  it('period gives the default start and end', () => {
    expect(parseTransactionListQuery({ period: 'previous_month' }, now)).toEqual({
      period: 'previous_month',
      from_date: '2026-02-01',
      to_date: '2026-02-28',
    });
    expect(
      parseTransactionListQuery({ period: 'current_month', from_date: '2026-03-10' }, now),
    ).toMatchObject({
      from_date: '2026-03-10',
      to_date: '2026-03-15',
    });
    expect(periodRange('current_year', now)).toEqual({ from: '2026-01-01', to: '2026-03-15' });
    expect(periodRange('total', now)).toEqual({});
  });
  it('AC-2query-01/02 reports read bid and rid', () => {
    expect(parseReportQuery({ bid: '1', rid: '2' })).toEqual({
      bank_account_id: '1',
      report_id: '2',
    });
  });
});
