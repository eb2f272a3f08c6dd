import { topBarNotifications } from '@flexportal/core';
import { useEffect, useId, useRef, useState } from 'react';
import { notificationsTexts } from '../../../i18n/areas/notifications.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { useStyles } from '../../../ui/styles/useStyles.js';
import { supportCss } from '../shared/supportCss.js';
import { NotificationItem } from './NotificationItem.js';
import type { NotificationHrefs } from './notificationsProps.js';
import { useNotificationActions } from './useNotificationActions.js';
import { useNotifications } from './useNotifications.js';

/** Props of {@link NotificationsBell}. */
export interface NotificationsBellProps {
  /** Where "See all notifications" leads; default `/manager/notifications`. */
  listHref?: string;
  /** Where the actions lead; default the portal's routes. */
  hrefs?: NotificationHrefs;
}

const bellCss = `${supportCss}
.fp-bell { position: relative; display: inline-block; }
.fp-bell__button { position: relative; display: inline-flex; align-items: center; padding-inline: 0.5rem; }
.fp-bell__icon { inline-size: 1.25rem; block-size: 1.25rem; fill: currentColor; }
.fp-bell__badge { position: absolute; inset-block-start: -0.4rem; inset-inline-end: -0.4rem; min-inline-size: 1.25rem; padding: 0 0.3rem; border-radius: 999px; background: #b02a37; color: #fff; font-size: 0.75rem; line-height: 1.25rem; text-align: center; }
.fp-bell__panel { position: absolute; inset-inline-end: 0; z-index: 20; inline-size: min(24rem, calc(100vw - 1rem)); max-block-size: 70vh; overflow: auto; background: var(--fp-bg, #fff); color: var(--fp-fg, #212529); border: 1px solid var(--fp-border, #ced4da); border-radius: var(--fp-radius, 0.375rem); padding: 0.5rem; box-shadow: 0 0.5rem 1rem rgb(0 0 0 / 0.15); }
.fp-bell__panel .fp-note { padding: 0.5rem; }
@media (max-width: 480px) { .fp-bell__panel { position: fixed; inset-inline: 0.5rem; inset-block-start: 6rem; inline-size: auto; } }
.fp-sr { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`;

/**
 * The top bar's notifications (PP-9-01, AC-4): a button with the unread count as a badge
 * that opens the five newest with their actions, and a link to all of them. A notification
 * that arrives live (`notification.created`) updates the badge and is announced.
 */
export function NotificationsBell({
  listHref = '/manager/notifications',
  hrefs,
}: NotificationsBellProps) {
  const ref = useStyles<HTMLDivElement>(bellCss);
  const t = useT(notificationsTexts);
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const list = useNotifications();
  const actions = useNotificationActions(() => ref.current);
  const { newest, unread } = topBarNotifications(list.status === 'ready' ? list.data : []);
  const [arrived, setArrived] = useState<string | null>(null);
  const lastId = useRef<number | null>(null);
  const top = newest[0];
  useEffect(() => {
    if (list.status !== 'ready') return;
    // The first load sets the mark; a newer id afterwards came live.
    if (lastId.current !== null && top && top.id > lastId.current) setArrived(top.title);
    lastId.current = top?.id ?? 0;
  }, [list.status, top]);
  // The outer element stays mounted (its styles are adopted once, on mount); it is empty
  // for a user who gets no notifications (AC-5).
  if (list.status === 'idle') return <div ref={ref} className="fp-root fp-bell" hidden />;
  return (
    <div ref={ref} className="fp-root fp-bell" part="notifications-bell">
      <button
        type="button"
        className="fp-button fp-bell__button"
        data-variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={
          unread ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell')
        }
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setOpen(false);
        }}
      >
        <svg className="fp-bell__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z" />
        </svg>
        {unread ? (
          <span className="fp-bell__badge" aria-hidden="true" data-testid="notifications-badge">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      <p className="fp-sr" aria-live="polite">
        {arrived ? t('notifications.arrived', { title: arrived }) : ''}
      </p>
      {open ? (
        <div id={panelId} className="fp-bell__panel" part="notifications-panel">
          {newest.length === 0 ? (
            <p className="fp-muted">{t('notifications.empty')}</p>
          ) : (
            <ul className="fp-notes">
              {newest.map((n) => (
                <NotificationItem
                  key={n.id}
                  notification={n}
                  hrefs={hrefs}
                  onDownload={actions.download}
                />
              ))}
            </ul>
          )}
          <p>
            <a href={listHref}>{t('notifications.seeAll')}</a>
          </p>
        </div>
      ) : null}
    </div>
  );
}
