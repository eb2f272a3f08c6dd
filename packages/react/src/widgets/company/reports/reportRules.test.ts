import { describe, expect, it } from 'vitest';
import {
  generateReportBody,
  hasPendingReport,
  initialReportValues,
  isDownloadable,
  reportStatusTone,
  reportsAccountOf,
} from './reportRules.js';

describe('report rules', () => {
  it('starts from the page account, previous month, CSV', () => {
    expect(initialReportValues(7)).toEqual({
      bank_account_id: '7',
      period: 'previous_month',
      format: 'csv',
    });
    expect(initialReportValues(null).bank_account_id).toBe('');
  });

  it('sends the account as a number, 0 when none is chosen (refused by the server)', () => {
    expect(generateReportBody({ bank_account_id: '12', period: 'total', format: 'xlsx' })).toEqual({
      bank_account_id: 12,
      period: 'total',
      format: 'xlsx',
    });
    expect(
      generateReportBody({ bank_account_id: '', period: 'total', format: 'pdf' }).bank_account_id,
    ).toBe(0);
    expect(
      generateReportBody({ bank_account_id: 'x1', period: 'total', format: 'pdf' }).bank_account_id,
    ).toBe(0);
  });

  it('refreshes while a report is queued or processing, downloads only done ones', () => {
    expect(hasPendingReport([{ status: 'done' }, { status: 'queued' }])).toBe(true);
    expect(hasPendingReport([{ status: 'processing' }])).toBe(true);
    expect(hasPendingReport([{ status: 'done' }, { status: 'error' }])).toBe(false);
    expect(isDownloadable({ status: 'done' })).toBe(true);
    expect(isDownloadable({ status: 'processing' })).toBe(false);
    expect(reportStatusTone('done')).toBe('success');
    expect(reportStatusTone('error')).toBe('danger');
    expect(reportStatusTone('queued')).toBe('info');
  });

  it('reads the account from bank_account_id, else bid (AC-2query-01)', () => {
    expect(reportsAccountOf({ bankAccountId: '5', bid: '6' })).toBe(5);
    expect(reportsAccountOf({ bid: '6' })).toBe(6);
    expect(reportsAccountOf({ bid: 9 })).toBe(9);
    expect(reportsAccountOf({ bankAccountId: '-1', bid: 'abc' })).toBeNull();
    expect(reportsAccountOf({})).toBeNull();
  });
});
