import { describe, expect, it } from 'vitest';
import {
  cleanFilters,
  type ListState,
  listStateFromQuery,
  listStateKey,
  listStateToQuery,
  mergeListQuery,
} from './listState.js';

describe('list state <-> URL query', () => {
  it('drops the defaults so URLs stay short', () => {
    expect(listStateToQuery({ page: 1, filters: {} }).toString()).toBe('');
    expect(listStateToQuery({ page: 1, per_page: 100, filters: { period: '' } }).toString()).toBe(
      '',
    );
  });

  it('writes page, per_page and filters, repeating [] keys', () => {
    const state: ListState = {
      page: 2,
      per_page: 25,
      filters: { bank_account_id: '3', 'tid[]': ['7', '9'] },
    };
    const q = listStateToQuery(state);
    expect(q.toString()).toBe('bank_account_id=3&tid%5B%5D=7&tid%5B%5D=9&page=2&per_page=25');
    expect(listStateFromQuery(q)).toEqual(state);
  });

  it('reads from a query string or a router record, only the given filter keys', () => {
    expect(listStateFromQuery('?page=3&lang=de&period=total', ['period'])).toEqual({
      page: 3,
      per_page: undefined,
      filters: { period: 'total' },
    });
    expect(listStateFromQuery({ 'tid[]': ['1', '2'], page: '2' }, ['tid[]'])).toEqual({
      page: 2,
      per_page: undefined,
      filters: { 'tid[]': ['1', '2'] },
    });
  });

  it('ignores invalid page numbers and sizes', () => {
    for (const search of ['page=0&per_page=0', 'page=-1&per_page=abc', 'page=1.5&per_page=501']) {
      const s = listStateFromQuery(search);
      expect(s.page, search).toBe(1);
      expect(s.per_page, search).toBeUndefined();
    }
  });

  it("replaces the list's parameters in a page URL and keeps the host's", () => {
    const state: ListState = { page: 1, filters: { period: 'total' } };
    expect(mergeListQuery('?lang=de&page=4&bank_account_id=3', state, ['bank_account_id'])).toBe(
      '?lang=de&period=total',
    );
    expect(mergeListQuery('?page=4', { page: 1, filters: {} })).toBe('');
  });

  it('keys equal states equally, whatever the order or empty filters', () => {
    const a: ListState = { page: 1, filters: { b: '1', a: '2' } };
    const b: ListState = { page: 1, per_page: undefined, filters: { a: '2', b: '1', c: '' } };
    expect(listStateKey(a)).toBe(listStateKey(b));
    expect(listStateKey(a)).not.toBe(listStateKey({ ...a, page: 2 }));
  });

  it('cleans empty filter values', () => {
    expect(cleanFilters({ a: '', b: [], c: ['', 'x'], d: undefined, e: '1' })).toEqual({
      c: ['x'],
      e: '1',
    });
  });
});
