import type { AreaLocale } from '../areaTexts.js';
import type { notificationsTexts } from '../notifications.js';

/** The notifications screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof notificationsTexts> = {
  'notifications.title': 'Benachrichtigungen',
  'notifications.empty': 'Keine Benachrichtigungen.',
  'notifications.loading': 'Benachrichtigungen werden geladen…',
  'notifications.loadError': 'Die Benachrichtigungen konnten nicht geladen werden.',
  'notifications.retry': 'Erneut versuchen',
  'notifications.delete': 'Löschen',
  'notifications.deleteOne': '„{title}“ löschen',
  'notifications.purge': 'Alle löschen',
  'notifications.purgeConfirm':
    'Sie sind dabei, alle Benachrichtigungen zu löschen. Sind Sie sicher?',
  'notifications.yes': 'Ja',
  'notifications.no': 'Nein',
  'notifications.failed': 'Das hat nicht geklappt; bitte erneut versuchen.',
  'notifications.action.fix': 'Problem beheben',
  'notifications.action.download': 'Herunterladen',
  'notifications.action.set-source-of-funds': 'Mittelherkunft angeben',
  'notifications.action.upload': 'Dateien hochladen',
  'notifications.error': 'Problem',
  'notifications.bell': 'Benachrichtigungen',
  'notifications.bellUnread': 'Benachrichtigungen, {count} ungelesen',
  'notifications.seeAll': 'Alle Benachrichtigungen',
  'notifications.arrived': 'Neue Benachrichtigung: {title}',
};
