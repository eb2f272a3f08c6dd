import { describe, expect, it } from 'vitest';
import {
  beneficiarySearchQuery,
  DEFAULT_AGENT_HREF,
  DEFAULT_WITHDRAWAL_HREF,
  hrefFor,
  SEARCH_MAX_LENGTH,
} from './beneficiaryQuery.js';

describe('PP-7.4-19 list query: search and bank_account_id', () => {
  it('empty filters give an empty query', () => {
    expect(beneficiarySearchQuery({})).toEqual({});
    expect(beneficiarySearchQuery({ search: '   ', bank_account_id: '' })).toEqual({});
  });

  it('trims the text and reads the account from a number or a string', () => {
    expect(beneficiarySearchQuery({ search: ' Wayne ', bank_account_id: 4 })).toEqual({
      search: 'Wayne',
      bank_account_id: 4,
    });
    expect(beneficiarySearchQuery({ bank_account_id: '12' })).toEqual({ bank_account_id: 12 });
  });

  it('ignores an account that is not a positive integer', () => {
    for (const bad of ['abc', '0', '-3', '1.5', null])
      expect(beneficiarySearchQuery({ bank_account_id: bad })).toEqual({});
  });

  it('cuts text longer than the server takes instead of failing', () => {
    const q = beneficiarySearchQuery({ search: 'x'.repeat(150) });
    expect(q.search).toHaveLength(SEARCH_MAX_LENGTH);
  });
});

describe('links', () => {
  it('replaces {id}, encoded', () => {
    expect(hrefFor(DEFAULT_AGENT_HREF, 5)).toBe('/manager/transaction-agents/5');
    expect(hrefFor(DEFAULT_WITHDRAWAL_HREF, 5)).toBe('/manager/payments/withdrawal/create?ag=5');
    expect(hrefFor('/a/{id}?x={id}', 'a b')).toBe('/a/a%20b?x=a%20b');
  });
});
