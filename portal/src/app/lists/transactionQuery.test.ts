import { describe, expect, it } from 'vitest';
import { normalizeTransactionQuery, transactionSourceOfPath } from './transactionQuery.js';

const norm = (q: string) => normalizeTransactionQuery(new URLSearchParams(q)).toString();

describe('normalizeTransactionQuery (PP-2.4-14..18)', () => {
  it('resolves bid, cid, start_date and end_date to the canonical names', () => {
    expect(norm('bid=3&cid=1&start_date=2026-01-01&end_date=2026-02-01')).toBe(
      'bank_account_id=3&company_id=1&from_date=2026-01-01&to_date=2026-02-01',
    );
  });
  it('keeps tid[] repeated, page and per_page', () => {
    expect(norm('tid[]=4&tid[]=5&page=2&per_page=25')).toBe(
      'tid%5B%5D=4&tid%5B%5D=5&page=2&per_page=25',
    );
  });
  it('lets a period give the dates unless a date is explicit', () => {
    const q = normalizeTransactionQuery(
      new URLSearchParams('period=current_year&to_date=2026-03-01'),
    );
    expect(q.get('period')).toBe('current_year');
    expect(q.get('from_date')).toMatch(/^\d{4}-01-01$/);
    expect(q.get('to_date')).toBe('2026-03-01');
  });
  it('drops unknown keys', () => {
    expect(norm('foo=1&bank_account_id=2')).toBe('bank_account_id=2');
  });
});

describe('transactionSourceOfPath', () => {
  it('names whose transactions a route lists', () => {
    expect(transactionSourceOfPath('/manager/transactions/settled')).toBe('company');
    expect(transactionSourceOfPath('/manager/affiliates/transactions/progress')).toBe('affiliates');
    expect(transactionSourceOfPath('/manager/white-labeled/transactions/denied')).toBe(
      'white-labeled',
    );
    expect(transactionSourceOfPath('/manager/affiliates/compliance-trackings')).toBe('company');
  });
});
