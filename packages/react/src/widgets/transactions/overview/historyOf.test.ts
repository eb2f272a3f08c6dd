import { describe, expect, it } from 'vitest';
import { historyOf } from './historyOf.js';

describe('historyOf', () => {
  it('keeps the server order (oldest first) and normalises empty notes', () => {
    expect(
      historyOf([
        { status: 'progress', note: 'Sent', created_at: '2026-01-01T10:00:00Z' },
        { status: 'denied', note: '  ', created_at: '2026-01-02T10:00:00Z' },
      ]),
    ).toEqual([
      { status: 'progress', note: 'Sent', created_at: '2026-01-01T10:00:00Z' },
      { status: 'denied', note: null, created_at: '2026-01-02T10:00:00Z' },
    ]);
  });
  it('tolerates a missing or malformed history', () => {
    expect(historyOf(undefined)).toEqual([]);
    expect(historyOf(null)).toEqual([]);
    expect(historyOf({ status: 'progress' })).toEqual([]);
  });
  it('skips entries without a status or a date', () => {
    expect(
      historyOf([
        null,
        'progress',
        { status: '', created_at: '2026-01-01T10:00:00Z' },
        { status: 'settled' },
        { status: 'settled', created_at: '2026-01-03T10:00:00Z' },
      ]),
    ).toEqual([{ status: 'settled', note: null, created_at: '2026-01-03T10:00:00Z' }]);
  });
});
