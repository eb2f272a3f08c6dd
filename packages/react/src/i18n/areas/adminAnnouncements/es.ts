import type { adminAnnouncementsTexts } from '../adminAnnouncements.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-announcements screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof adminAnnouncementsTexts> = {
  'adminAnnouncements.title': 'Anuncios',
  'adminAnnouncements.new': 'Nuevo anuncio',
  'adminAnnouncements.columnTitle': 'Título',
  'adminAnnouncements.message': 'Mensaje',
  'adminAnnouncements.status': 'Estado',
  'adminAnnouncements.published': 'Publicado',
  'adminAnnouncements.draft': 'Borrador',
  'adminAnnouncements.created': 'Creado',
  'adminAnnouncements.empty': 'Todavía no hay anuncios.',
};
