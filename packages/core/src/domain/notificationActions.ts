import type { Notification } from '../contract/notifications.js';

/**
 * What a notification's button does (AC-8-07: Fix the issue, Set source of funds, Upload
 * files open a screen at `href`; Download fetches `path`).
 */
export type NotificationAction =
  | { kind: 'fix' | 'set-source-of-funds' | 'upload'; href: string }
  | { kind: 'download'; path: string; filename: string };

/** Where each action leads in the host; `{id}` is the entity's id. */
export interface NotificationHrefs {
  /** A negative balance: the account's transactions, default `/manager/accounts`. */
  fix: string;
  /** A transaction without its source of funds: default `/manager/transactions/{id}`. */
  setSourceOfFunds: string;
  /**
   * Missing or rejected documents: the tracking's page, default
   * `/manager/compliance-trackings?kycId={id}` (`{id}` the tracking's).
   */
  upload: string;
}

/** The portal's routes for the actions. */
export const DEFAULT_NOTIFICATION_HREFS: NotificationHrefs = {
  fix: '/manager/accounts',
  setSourceOfFunds: '/manager/transactions/{id}',
  upload: '/manager/compliance-trackings?kycId={id}',
};

const fill = (template: string, id: number) => template.replaceAll('{id}', String(id));

/**
 * The action of a notification (AC-4, AC-3-07): downloadable ones download (a generated
 * report: `manager/reports/{id}/download`); a negative balance offers Fix the issue, a
 * missing source of funds Set source of funds, missing or rejected documents Upload files;
 * the others (PSP withdrawal, funds for the affiliate owner) inform only.
 */
export function notificationAction(
  n: Pick<Notification, 'type' | 'notificationable'>,
  hrefs: NotificationHrefs = DEFAULT_NOTIFICATION_HREFS,
): NotificationAction | null {
  const about = n.notificationable;
  if (about?.actions?.is_downloadable) {
    const filename = about.actions.filename ?? `${about.type}-${about.id}`;
    return { kind: 'download', path: `manager/${about.type}s/${about.id}/download`, filename };
  }
  switch (n.type) {
    case 'bank_account.negative_balance':
      return { kind: 'fix', href: fill(hrefs.fix, about?.id ?? 0) };
    case 'transaction.source_of_funds_missing':
      return about
        ? { kind: 'set-source-of-funds', href: fill(hrefs.setSourceOfFunds, about.id) }
        : null;
    case 'compliance_tracking.documents_missing':
    case 'compliance_tracking.documents_rejected':
      return { kind: 'upload', href: fill(hrefs.upload, about?.id ?? 0) };
    default:
      return null;
  }
}

/** Rejected compliance documents show an error icon (AC-4). */
export const isErrorNotification = (n: Pick<Notification, 'type'>) =>
  n.type === 'compliance_tracking.documents_rejected';

/** How many notifications the top bar shows (PP-9-01). */
const TOP_BAR_NOTIFICATIONS = 5;

/** The top bar's notifications: the five newest, and how many of all are unread. */
export function topBarNotifications<T extends Pick<Notification, 'id' | 'read_at'>>(
  list: readonly T[],
): { newest: T[]; unread: number } {
  const newest = [...list].sort((a, b) => b.id - a.id).slice(0, TOP_BAR_NOTIFICATIONS);
  return { newest, unread: list.filter((n) => n.read_at === null).length };
}
