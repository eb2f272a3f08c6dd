import type { Announcement } from '@flexportal/core/contract';
import { describe, expect, it } from 'vitest';
import { latestAnnouncements } from './latestAnnouncements.js';

// An undated one on purpose: the ordering tolerates a server leaving the date out.
const a = (id: number, created_at?: string) =>
  ({ id, title: `t${id}`, created_at }) as unknown as Announcement;

describe('latestAnnouncements', () => {
  it('keeps the newest five, newest first, whatever the server order', () => {
    const items = [1, 2, 3, 4, 5, 6, 7].map((d) => a(d, `2026-05-0${d}T10:00:00Z`));
    expect(latestAnnouncements(items).map((x) => x.id)).toEqual([7, 6, 5, 4, 3]);
  });

  it('puts undated ones last and keeps the server order on ties', () => {
    const items = [a(1), a(2, '2026-01-01T00:00:00Z'), a(3, '2026-01-01T00:00:00Z'), a(4)];
    expect(latestAnnouncements(items, 3).map((x) => x.id)).toEqual([2, 3, 1]);
    expect(latestAnnouncements(undefined)).toEqual([]);
  });
});
