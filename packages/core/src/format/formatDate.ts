/**
 * A server date-time in the locale, on the UTC calendar the lists, the date filters and
 * the server use (so a list row and its overview never disagree by a day), with its time
 * marked UTC: "Mar 15, 2026, 11:30 PM UTC", "15.03.2026, 23:30 UTC"; `time: false` gives
 * the day alone. A value that is not a date is shown as it came, not as "Invalid Date".
 */
export function formatDateTime(iso: string, locale: string, time = true): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  // Built per call: dates are few on a screen, and the memo would cost the forms' budget.
  const text = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeZone: 'UTC',
    ...(time && { timeStyle: 'short' }),
  }).format(at);
  return time ? `${text} UTC` : text;
}
