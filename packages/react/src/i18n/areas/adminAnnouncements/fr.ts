import type { adminAnnouncementsTexts } from '../adminAnnouncements.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-announcements screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof adminAnnouncementsTexts> = {
  'adminAnnouncements.title': 'Annonces',
  'adminAnnouncements.new': 'Nouvelle annonce',
  'adminAnnouncements.columnTitle': 'Titre',
  'adminAnnouncements.message': 'Message',
  'adminAnnouncements.status': 'Statut',
  'adminAnnouncements.published': 'Publiée',
  'adminAnnouncements.draft': 'Brouillon',
  'adminAnnouncements.created': 'Créée',
  'adminAnnouncements.empty': 'Aucune annonce pour le moment.',
};
