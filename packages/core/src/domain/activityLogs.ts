import { isAdministrator, type RuleUser } from '../routes/ruleUser.js';

/**
 * Activity logs (AC-6-03, AC-7admin-08, AC-7mgr-04). Zod-free, so the screen takes them
 * without the contract's schemas.
 */

/** The calls of one activity log: the list and its CSV report. */
export interface ActivitySource {
  /** `GET` a page of activities. */
  list: string;
  /** `GET` the same filters as CSV. */
  report: string;
  /** The caller sees every company and may filter by company and user. */
  admin: boolean;
}

/**
 * The endpoints an activity log uses by role (AC-6-03): the administrator's `a/activities`
 * for administrators, the manager's `activities` (the caller's company only) otherwise.
 */
export function activitySource(user: RuleUser | null | undefined): ActivitySource {
  return isAdministrator(user)
    ? { list: 'a/activities', report: 'a/activities/report', admin: true }
    : { list: 'activities', report: 'activities/report', admin: false };
}

/** Filters of the activity log, in the list state and the query alike. */
export const ACTIVITY_FILTER_KEYS = Object.freeze([
  'event',
  'from_date',
  'to_date',
  'transaction_id',
  'company_id',
  'user_id',
] as const);

/** Filters only the administrator's endpoint takes. */
const ADMIN_ONLY = new Set<string>(['company_id', 'user_id']);
const ID = /^[1-9]\d{0,9}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const EVENT = /^[a-z_]{2,20}$/;

/**
 * The query of an activity list or report from the list's filters: empty values dropped,
 * values the server would refuse (not an id, not a day, not an event name) left out rather
 * than sent, and the company and user filters only for the administrator's endpoint.
 */
export function activityQuery(
  filters: Readonly<Record<string, unknown>>,
  admin: boolean,
): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of ACTIVITY_FILTER_KEYS) {
    const raw = filters[key];
    const value = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : '';
    if (!value || (!admin && ADMIN_ONLY.has(key))) continue;
    const ok =
      key === 'event'
        ? EVENT.test(value)
        : key.endsWith('_date')
          ? DAY.test(value)
          : ID.test(value);
    if (ok) query[key] = value;
  }
  return query;
}

/** Name of a downloaded activity report: `activities-2026-11-27.csv` (the day in UTC). */
export function activityReportFilename(now: Date): string {
  return `activities-${now.toISOString().slice(0, 10)}.csv`;
}
