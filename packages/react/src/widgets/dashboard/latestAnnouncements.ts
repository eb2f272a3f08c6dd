import type { Announcement } from '@flexportal/core/contract';

/** How many announcements the dashboard shows. */
const ANNOUNCEMENTS_SHOWN = 5;

const time = (a: Announcement) => {
  const ms = a.created_at ? Date.parse(a.created_at) : Number.NaN;
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
};

/**
 * The newest `count` announcements, newest first, whatever order the server sent
 * (undated ones last, ties in the server's order).
 */
export function latestAnnouncements(
  items: readonly Announcement[] | null | undefined,
  count: number = ANNOUNCEMENTS_SHOWN,
): Announcement[] {
  return (items ?? [])
    .filter((a) => a && a.id !== undefined)
    .map((a, i) => ({ a, i, t: time(a) }))
    .sort((x, y) => y.t - x.t || x.i - y.i)
    .slice(0, count)
    .map((x) => x.a);
}
