import { describe, expect, it } from 'vitest';
import { checkRecordQuery, checkRecordTone } from './checkHistoryRules.js';

describe('checkRecordQuery (AC-2admin-08)', () => {
  it('asks for failed records only when the filter says so', () => {
    expect(checkRecordQuery({})).toEqual({});
    expect(checkRecordQuery({ only_failed: '' })).toEqual({});
    expect(checkRecordQuery({ only_failed: 'false' })).toEqual({});
    expect(checkRecordQuery({ only_failed: 'true' })).toEqual({ only_failed: 'true' });
    expect(checkRecordQuery({ only_failed: true })).toEqual({ only_failed: 'true' });
  });

  it('adds a valid company id only', () => {
    expect(checkRecordQuery({}, 3)).toEqual({ company_id: '3' });
    expect(checkRecordQuery({}, 0)).toEqual({});
    expect(checkRecordQuery({}, Number.NaN)).toEqual({});
  });
});

describe('checkRecordTone', () => {
  it('is success when balanced, danger otherwise', () => {
    expect(checkRecordTone({ balanced: true })).toBe('success');
    expect(checkRecordTone({ balanced: false })).toBe('danger');
  });
});
