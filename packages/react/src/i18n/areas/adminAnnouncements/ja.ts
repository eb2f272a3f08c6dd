import type { adminAnnouncementsTexts } from '../adminAnnouncements.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-announcements screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof adminAnnouncementsTexts> = {
  'adminAnnouncements.title': 'お知らせ',
  'adminAnnouncements.new': '新しいお知らせ',
  'adminAnnouncements.columnTitle': 'タイトル',
  'adminAnnouncements.message': 'メッセージ',
  'adminAnnouncements.status': '状態',
  'adminAnnouncements.published': '公開',
  'adminAnnouncements.draft': '下書き',
  'adminAnnouncements.created': '作成日時',
  'adminAnnouncements.empty': 'お知らせはまだありません。',
};
