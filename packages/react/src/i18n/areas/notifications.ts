import { type Area, defineArea } from './areaTexts.js';

const en = {
  'notifications.title': 'Notifications',
  'notifications.empty': 'No notifications.',
  'notifications.loading': 'Loading notifications…',
  'notifications.loadError': 'The notifications could not be loaded.',
  'notifications.retry': 'Try again',
  'notifications.delete': 'Delete',
  'notifications.deleteOne': 'Delete “{title}”',
  'notifications.purge': 'Purge all',
  'notifications.purgeConfirm': 'You are about to purge all notifications. Are you sure?',
  'notifications.yes': 'Yes',
  'notifications.no': 'No',
  'notifications.failed': 'That did not work; try again.',
  'notifications.action.fix': 'Fix the issue',
  'notifications.action.download': 'Download',
  'notifications.action.set-source-of-funds': 'Set source of funds',
  'notifications.action.upload': 'Upload files',
  'notifications.error': 'Problem',
  'notifications.bell': 'Notifications',
  'notifications.bellUnread': 'Notifications, {count} unread',
  'notifications.seeAll': 'See all notifications',
  'notifications.arrived': 'New notification: {title}',
} as const;

/**
 * Texts of the notifications screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const notificationsTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./notifications/de.js').then((m) => m.de),
  es: () => import('./notifications/es.js').then((m) => m.es),
  fr: () => import('./notifications/fr.js').then((m) => m.fr),
  ja: () => import('./notifications/ja.js').then((m) => m.ja),
});
