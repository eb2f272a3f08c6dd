import type { AdminAnnouncement } from '@flexportal/core/contract';
import { useCallback, useMemo } from 'react';
import { SignInGate } from '../../../global/SignInGate.js';
import { adminAnnouncementsTexts } from '../../../i18n/areas/adminAnnouncements.js';
import { type ListLoader, ListPage, listCss } from '../../../lists/index.js';
import { useFlexportalClient, useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { useStyles } from '../../../ui/styles/useStyles.js';
import {
  ADMIN_ANNOUNCEMENTS_TABLE_ID,
  adminAnnouncementsColumns,
} from './adminAnnouncementsColumns.js';
import type { AdminAnnouncementsProps } from './adminAnnouncementsProps.js';

/** The shared list's sheet and the create link drawn as a button. */
const adminAnnouncementsCss = `${listCss}
a.fp-button { display: inline-block; text-decoration: none; }
`;

/**
 * The administrator's announcements (`/admin/announcements`, AC-2admin-13, AC-7admin-18):
 * every announcement, drafts too, newest first, through the shared list (server pages,
 * column choice, CSV, print), each linked to its page, with "New announcement". Signs the
 * user in first when there is no session. CSS parts: `list`, `toolbar`, `table`, `header`,
 * `row`, `cell`, `link`, `badge`, `button`, `pager`, `empty`, `signin`.
 */
export function AdminAnnouncements(props: AdminAnnouncementsProps) {
  const ref = useStyles<HTMLDivElement>(adminAnnouncementsCss);
  return (
    <div ref={ref} className="fp-root">
      <SignInGate>
        <AdminAnnouncementsList {...props} />
      </SignInGate>
    </div>
  );
}

function AdminAnnouncementsList(props: AdminAnnouncementsProps) {
  const t = useT(adminAnnouncementsTexts);
  const locale = useLocale();
  const client = useFlexportalClient();
  const columns = useMemo(() => adminAnnouncementsColumns(t, locale), [t, locale]);
  const load = useCallback<ListLoader<AdminAnnouncement>>(
    ({ page, per_page }, signal) =>
      client.http.list<AdminAnnouncement>('a/announcements', { page, per_page }, { signal }),
    [client],
  );
  const { announcementHref, createHref } = props;
  const rowHref = useCallback(
    (a: AdminAnnouncement) => announcementHref?.replaceAll('{id}', String(a.id)),
    [announcementHref],
  );
  return (
    <ListPage<AdminAnnouncement>
      tableId={ADMIN_ANNOUNCEMENTS_TABLE_ID}
      title={t('adminAnnouncements.title')}
      columns={columns}
      rowKey={(a) => a.id}
      load={load}
      state={props.state}
      onStateChange={props.onStateChange}
      syncUrl={props.syncUrl}
      rowHref={announcementHref ? rowHref : undefined}
      emptyText={t('adminAnnouncements.empty')}
      csvFilename="announcements"
      actions={
        createHref ? (
          <a className="fp-button" part="button" href={createHref}>
            {t('adminAnnouncements.new')}
          </a>
        ) : null
      }
    />
  );
}
