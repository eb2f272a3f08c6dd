// Zod-free on purpose: the client's domain rules import it without pulling in the schemas.

/**
 * Report periods (AC-3 reports): the company statistic's periods and a list's period
 * shortcut. The one list of them; every other list derives from it.
 */
export const LIST_PERIODS = Object.freeze([
  'current_month',
  'previous_month',
  'current_year',
  'total',
] as const);

/** One report period. */
export type ListPeriod = (typeof LIST_PERIODS)[number];

/** Whether a value is a report period. */
export const isListPeriod = (value: unknown): value is ListPeriod =>
  (LIST_PERIODS as readonly unknown[]).includes(value);

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** Default start and end of a period (UTC dates, YYYY-MM-DD); `total` has none. */
export function periodRange(period: ListPeriod, now: Date): { from?: string; to?: string } {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  if (period === 'current_month') return { from: iso(new Date(Date.UTC(y, m, 1))), to: iso(now) };
  if (period === 'previous_month')
    return { from: iso(new Date(Date.UTC(y, m - 1, 1))), to: iso(new Date(Date.UTC(y, m, 0))) };
  if (period === 'current_year') return { from: iso(new Date(Date.UTC(y, 0, 1))), to: iso(now) };
  return {};
}
