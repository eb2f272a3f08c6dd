const formatters = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${withTime}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', timeZoneName: 'short' } : ({} as const)),
    });
    formatters.set(key, f);
  }
  return f;
}

function format(iso: string, locale: string, withTime: boolean): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateFormat(locale, withTime).format(time);
}

/**
 * A server date-time in the locale with its time, on the UTC calendar the lists, the date
 * filters and the server use (so a list row and its overview never disagree by a day),
 * marked UTC: "Mar 15, 2026, 11:30 PM UTC", "15. März 2026, 23:30 UTC". A value that is not
 * a date is shown as it came rather than as "Invalid Date".
 */
export function formatDateTime(iso: string, locale: string): string {
  return format(iso, locale, true);
}

/** The UTC day of a server date-time in the locale ("15. März 2026"); see {@link formatDateTime}. */
export function formatDate(iso: string, locale: string): string {
  return format(iso, locale, false);
}
