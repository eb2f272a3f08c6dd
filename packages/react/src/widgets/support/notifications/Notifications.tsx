import { useId, useRef, useState } from 'react';
import { SignInGate } from '../../../global/SignInGate.js';
import { notificationsTexts } from '../../../i18n/areas/notifications.js';
import { useFlexportalClient, useT } from '../../../provider/FlexportalProvider.js';
import { Button } from '../../../ui/Button.js';
import { Dialog } from '../../../ui/Dialog.js';
import { useStyles } from '../../../ui/styles/useStyles.js';
import { supportCss } from '../shared/supportCss.js';
import { NotificationItem } from './NotificationItem.js';
import type { NotificationHrefs } from './notificationsProps.js';
import { useNotificationActions } from './useNotificationActions.js';
import { NOTIFICATIONS_KEY, useNotifications } from './useNotifications.js';

/** Props of {@link Notifications}. */
export interface NotificationsProps {
  /** Where the actions lead (`{id}`: the entity's id); default the portal's routes. */
  hrefs?: NotificationHrefs;
}

/**
 * The notifications page (AC-7mgr-01..03): page 1 of 100, newest first, each with its
 * action and a Delete button; Purge all asks 'You are about to purge all notifications. Are
 * you sure?' first (AC-8-09). New ones arrive live. CSS parts: `notifications`,
 * `notification`, `button`, `link`, `dialog`, `empty`, `error`, `signin`.
 */
export function Notifications(props: NotificationsProps) {
  const ref = useStyles<HTMLDivElement>(supportCss);
  return (
    <div ref={ref} className="fp-root" part="notifications">
      <SignInGate>
        <NotificationsView {...props} />
      </SignInGate>
    </div>
  );
}

function NotificationsView({ hrefs }: NotificationsProps) {
  const t = useT(notificationsTexts);
  const client = useFlexportalClient();
  const titleId = useId();
  const root = useRef<HTMLElement>(null);
  const list = useNotifications();
  const actions = useNotificationActions(() => root.current);
  const [confirming, setConfirming] = useState(false);
  const items = list.status === 'ready' ? list.data : [];
  return (
    <section ref={root} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('notifications.title')}</h2>
      {items.length > 0 ? (
        <p className="fp-actions">
          <Button
            variant="danger"
            busy={actions.busyId === 'all'}
            onClick={() => setConfirming(true)}
          >
            {t('notifications.purge')}
          </Button>
        </p>
      ) : null}
      {actions.failed ? (
        <p className="fp-error" role="alert" part="error">
          {t('notifications.failed')}
        </p>
      ) : null}
      {list.status === 'error' ? (
        <p role="alert" part="error">
          {t('notifications.loadError')}{' '}
          <Button variant="secondary" onClick={() => client.cache.invalidate(NOTIFICATIONS_KEY)}>
            {t('notifications.retry')}
          </Button>
        </p>
      ) : list.status === 'loading' ? (
        <p aria-busy="true">{t('notifications.loading')}</p>
      ) : items.length === 0 ? (
        <p className="fp-muted" part="empty">
          {t('notifications.empty')}
        </p>
      ) : (
        <ul className="fp-notes" aria-live="polite">
          {items.map((n) => (
            <NotificationItem
              key={n.id}
              notification={n}
              hrefs={hrefs}
              onDownload={actions.download}
              onDelete={() => actions.remove(n.id)}
              busy={actions.busyId === n.id}
            />
          ))}
        </ul>
      )}
      <Dialog
        open={confirming}
        title={t('notifications.purge')}
        onClose={() => setConfirming(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('notifications.no')}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                setConfirming(false);
                void actions.purge();
              }}
            >
              {t('notifications.yes')}
            </Button>
          </>
        }
      >
        <p>{t('notifications.purgeConfirm')}</p>
      </Dialog>
    </section>
  );
}
