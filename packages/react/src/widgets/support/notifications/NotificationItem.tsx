import {
  DEFAULT_NOTIFICATION_HREFS,
  formatDateTime,
  isErrorNotification,
  notificationAction,
} from '@flexportal/core';
import type { Notification } from '@flexportal/core/contract';
import { notificationsTexts } from '../../../i18n/areas/notifications.js';
import { useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { Button } from '../../../ui/Button.js';
import type { NotificationHrefs } from './notificationsProps.js';

/** Props of {@link NotificationItem}. */
export interface NotificationItemProps {
  notification: Notification;
  hrefs?: NotificationHrefs | undefined;
  /** Downloads the notification's file. */
  onDownload: (path: string, filename: string) => void;
  /** Deletes it; absent in the top bar. */
  onDelete?: (() => void) | undefined;
  busy?: boolean;
}

/**
 * One notification: an icon (an error one for rejected documents, AC-4), title, message
 * and time as text, and its action: Fix the issue, Download, Set source of funds or Upload
 * files (core's `notificationAction`).
 */
export function NotificationItem({
  notification: n,
  hrefs,
  onDownload,
  onDelete,
  busy,
}: NotificationItemProps) {
  const t = useT(notificationsTexts);
  const locale = useLocale();
  const action = notificationAction(n, { ...DEFAULT_NOTIFICATION_HREFS, ...hrefs });
  const error = isErrorNotification(n);
  return (
    <li className="fp-note" data-error={error || undefined} data-type={n.type} part="notification">
      {error ? (
        <span className="fp-note__icon" role="img" aria-label={t('notifications.error')}>
          !
        </span>
      ) : (
        <span className="fp-note__icon" aria-hidden="true">
          i
        </span>
      )}
      <div className="fp-note__body">
        <h4 className="fp-note__title">{n.title}</h4>
        <p className="fp-note__message">{n.message}</p>
        <time className="fp-muted" dateTime={n.created_at}>
          {formatDateTime(n.created_at, locale, false)}
        </time>
      </div>
      <div className="fp-note__actions">
        {action?.kind === 'download' ? (
          <Button variant="secondary" onClick={() => onDownload(action.path, action.filename)}>
            {t('notifications.action.download')}
          </Button>
        ) : action ? (
          <a className="fp-button" data-variant="secondary" part="button link" href={action.href}>
            {t(`notifications.action.${action.kind}`)}
          </a>
        ) : null}
        {onDelete ? (
          <Button
            variant="danger"
            busy={busy ?? false}
            aria-label={t('notifications.deleteOne', { title: n.title })}
            onClick={onDelete}
          >
            {t('notifications.delete')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
