import { describe, expect, it } from 'vitest';
import {
  applyImportChange,
  importNotice,
  importPercent,
  importSubmitDisabled,
} from './importRules.js';

const file = { name: 'a.xlsx' };
const filled = {
  bank_account_id: 1,
  file,
  preview: { transactionsCount: 3 },
  errors: { '0.1.amount': ['Bad.'] },
};

describe('applyImportChange (PP-4.4-03/04)', () => {
  it('clears the file and the preview when the account changes', () => {
    expect(applyImportChange(filled, { bank_account_id: 2 })).toEqual({
      bank_account_id: 2,
      file: null,
      preview: null,
      errors: {},
    });
  });

  it('resets statistics and errors when the file changes, keeps them otherwise', () => {
    const other = { name: 'b.xlsx' };
    expect(applyImportChange(filled, { file: other })).toEqual({
      bank_account_id: 1,
      file: other,
      preview: null,
      errors: {},
    });
    expect(applyImportChange(filled, { bank_account_id: 1 })).toEqual(filled);
  });
});

describe('importSubmitDisabled (PP-5-11)', () => {
  it('is disabled while submitting, without a file or without an account', () => {
    expect(importSubmitDisabled({ submitting: false, file, bank_account_id: 1 })).toBe(false);
    expect(importSubmitDisabled({ submitting: true, file, bank_account_id: 1 })).toBe(true);
    expect(importSubmitDisabled({ submitting: false, file: null, bank_account_id: 1 })).toBe(true);
    expect(importSubmitDisabled({ submitting: false, file, bank_account_id: null })).toBe(true);
  });
});

describe('importNotice (AC-8)', () => {
  const at = (status: 'QUEUE' | 'PROCESSING' | 'DONE' | 'ERROR', has_errors = false) => ({
    status,
    actions: { has_errors },
  });
  it('names each notice once per status change', () => {
    expect(importNotice('import.created', at('QUEUE'), undefined)).toBe('created');
    expect(importNotice('import.updated', at('PROCESSING'), 'QUEUE')).toBe('processing');
    expect(importNotice('import.updated', at('PROCESSING'), 'PROCESSING')).toBeNull();
    expect(importNotice('import.updated', at('DONE'), 'PROCESSING')).toBe('done');
    expect(importNotice('import.updated', at('ERROR', true), 'PROCESSING')).toBe('errors');
    expect(importNotice('import.updated', at('ERROR'), 'PROCESSING')).toBe('failed');
  });
});

describe('importPercent', () => {
  it('floors the share of rows done, 0 without rows', () => {
    expect(importPercent({ rows_done: 2, rows_total: 3 })).toBe(66);
    expect(importPercent({ rows_done: 0, rows_total: 0 })).toBe(0);
    expect(importPercent({ rows_done: 5, rows_total: 5 })).toBe(100);
  });
});
