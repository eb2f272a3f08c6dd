import type { adminAnnouncementsTexts } from '../adminAnnouncements.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-announcements screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof adminAnnouncementsTexts> = {
  'adminAnnouncements.title': 'Ankündigungen',
  'adminAnnouncements.new': 'Neue Ankündigung',
  'adminAnnouncements.columnTitle': 'Titel',
  'adminAnnouncements.message': 'Nachricht',
  'adminAnnouncements.status': 'Status',
  'adminAnnouncements.published': 'Veröffentlicht',
  'adminAnnouncements.draft': 'Entwurf',
  'adminAnnouncements.created': 'Erstellt',
  'adminAnnouncements.empty': 'Noch keine Ankündigungen.',
};
