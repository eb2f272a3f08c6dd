import { describe, expect, it } from 'vitest';
import {
  archiveStatusTone,
  hasPendingArchive,
  initialKycArchiveValues,
  isArchiveReady,
  kycArchiveBody,
} from './kycArchiveRules.js';

describe('KYC archive rules', () => {
  it('starts with the current month up to today (UTC)', () => {
    expect(initialKycArchiveValues(new Date('2026-11-27T23:30:00Z'))).toEqual({
      date_from: '2026-11-01',
      date_to: '2026-11-27',
    });
  });
  it('sends the dates as typed', () => {
    expect(kycArchiveBody({ date_from: '2026-01-02', date_to: '2026-01-03' })).toEqual({
      date_from: '2026-01-02',
      date_to: '2026-01-03',
    });
  });
  it('reloads while an archive is queued or processing; downloads only a done one', () => {
    expect(hasPendingArchive([{ status: 'done' }, { status: 'processing' }])).toBe(true);
    expect(hasPendingArchive([{ status: 'done' }, { status: 'error' }])).toBe(false);
    expect(isArchiveReady({ status: 'done' })).toBe(true);
    expect(isArchiveReady({ status: 'queued' })).toBe(false);
    expect(archiveStatusTone('done')).toBe('success');
    expect(archiveStatusTone('error')).toBe('danger');
    expect(archiveStatusTone('queued')).toBe('info');
  });
});
