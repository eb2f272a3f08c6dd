import { type Area, defineArea } from './areaTexts.js';

const en = {
  'adminAnnouncements.title': 'Announcements',
  'adminAnnouncements.new': 'New announcement',
  'adminAnnouncements.columnTitle': 'Title',
  'adminAnnouncements.message': 'Message',
  'adminAnnouncements.status': 'Status',
  'adminAnnouncements.published': 'Published',
  'adminAnnouncements.draft': 'Draft',
  'adminAnnouncements.created': 'Created',
  'adminAnnouncements.empty': 'No announcements yet.',
} as const;

/**
 * Texts of the admin-announcements screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const adminAnnouncementsTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./adminAnnouncements/de.js').then((m) => m.de),
  es: () => import('./adminAnnouncements/es.js').then((m) => m.es),
  fr: () => import('./adminAnnouncements/fr.js').then((m) => m.fr),
  ja: () => import('./adminAnnouncements/ja.js').then((m) => m.ja),
});
