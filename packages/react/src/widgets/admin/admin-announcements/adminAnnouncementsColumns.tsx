import { formatDateTime } from '@flexportal/core';
import type { AdminAnnouncement } from '@flexportal/core/contract';
import { AnnouncementText } from '../../../helpers/AnnouncementText.js';
import type { Translate } from '../../../i18n/translate.js';
import type { ListColumn } from '../../../lists/index.js';
import { Badge } from '../../../ui/Badge.js';

/** The list's table id (its column choice and page size are kept under it). */
export const ADMIN_ANNOUNCEMENTS_TABLE_ID = 'admin-announcements';

/**
 * The columns of the administrator's announcements: title (the link to it), status in
 * words, created, and the message (hidden at first). Titles and messages keep the few
 * allowed tags as elements, anything else as text (R12); CSV gets the plain text.
 */
export function adminAnnouncementsColumns(
  t: Translate,
  locale: string,
): ListColumn<AdminAnnouncement>[] {
  const status = (a: AdminAnnouncement) =>
    a.published ? t('adminAnnouncements.published') : t('adminAnnouncements.draft');
  return [
    {
      id: 'title',
      header: t('adminAnnouncements.columnTitle'),
      value: (a) => a.title,
      cell: (a) => <AnnouncementText text={a.title} />,
      required: true,
      simple: true,
    },
    {
      id: 'status',
      header: t('adminAnnouncements.status'),
      value: status,
      cell: (a) => <Badge tone={a.published ? 'success' : 'neutral'}>{status(a)}</Badge>,
      simple: true,
      priority: 1,
    },
    {
      id: 'created_at',
      header: t('adminAnnouncements.created'),
      value: (a) => formatDateTime(a.created_at, locale, false),
    },
    {
      id: 'message',
      header: t('adminAnnouncements.message'),
      value: (a) => a.message,
      cell: (a) => <AnnouncementText text={a.message} />,
      hiddenByDefault: true,
    },
  ];
}
