import { formatDateTime } from '@flexportal/core';
import { AnnouncementText } from '../../helpers/AnnouncementText.js';
import { dashboardTexts } from '../../i18n/areas/dashboard.js';
import { useLocale, useT } from '../../provider/FlexportalProvider.js';
import { latestAnnouncements } from './latestAnnouncements.js';
import { Panel } from './Panel.js';
import { PanelStatus } from './PanelStatus.js';
import { useAnnouncements } from './useDashboardResources.js';

/**
 * The five newest announcements. Titles and messages keep a few simple tags (bold,
 * italic, line breaks) as React elements; anything else that looks like HTML shows its
 * characters, never markup (R12).
 */
export function AnnouncementsPanel() {
  const t = useT(dashboardTexts);
  const title = t('dashboard.announcements');
  return (
    <Panel title={title}>{(retry) => <AnnouncementsBody retry={retry} title={title} />}</Panel>
  );
}

function AnnouncementsBody({ retry, title }: { retry: () => void; title: string }) {
  const t = useT(dashboardTexts);
  const locale = useLocale();
  const items = useAnnouncements();
  if (items.status !== 'ready') {
    return <PanelStatus status={items.status} retry={retry} panel={title} />;
  }
  const latest = latestAnnouncements(items.data);
  if (latest.length === 0) {
    return <p className="fp-panel__quiet">{t('dashboard.noAnnouncements')}</p>;
  }
  return (
    <ul className="fp-announcements">
      {latest.map((a) => (
        <li key={a.id} part="announcement">
          <h4 className="fp-announcement__title">
            <AnnouncementText text={a.title ?? ''} />
          </h4>
          {a.created_at ? (
            <time className="fp-announcement__date" dateTime={a.created_at}>
              {formatDateTime(a.created_at, locale, false)}
            </time>
          ) : null}
          {a.message ? (
            <p className="fp-announcement__message">
              <AnnouncementText text={a.message} />
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
