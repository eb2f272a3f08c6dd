import type { AreaLocale } from '../areaTexts.js';
import type { notificationsTexts } from '../notifications.js';

/** The notifications screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof notificationsTexts> = {
  'notifications.title': 'Notifications',
  'notifications.empty': 'Aucune notification.',
  'notifications.loading': 'Chargement des notifications…',
  'notifications.loadError': 'Les notifications n’ont pas pu être chargées.',
  'notifications.retry': 'Réessayer',
  'notifications.delete': 'Supprimer',
  'notifications.deleteOne': 'Supprimer « {title} »',
  'notifications.purge': 'Tout purger',
  'notifications.purgeConfirm':
    'Vous êtes sur le point de purger toutes les notifications. Êtes-vous sûr ?',
  'notifications.yes': 'Oui',
  'notifications.no': 'Non',
  'notifications.failed': 'Cela n’a pas fonctionné ; réessayez.',
  'notifications.action.fix': 'Corriger le problème',
  'notifications.action.download': 'Télécharger',
  'notifications.action.set-source-of-funds': 'Indiquer l’origine des fonds',
  'notifications.action.upload': 'Téléverser des fichiers',
  'notifications.error': 'Problème',
  'notifications.bell': 'Notifications',
  'notifications.bellUnread': 'Notifications, {count} non lues',
  'notifications.seeAll': 'Voir toutes les notifications',
  'notifications.arrived': 'Nouvelle notification : {title}',
};
