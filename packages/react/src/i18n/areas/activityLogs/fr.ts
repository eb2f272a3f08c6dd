import type { activityLogsTexts } from '../activityLogs.js';
import type { AreaLocale } from '../areaTexts.js';

/** The activity-logs screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof activityLogsTexts> = {
  'activityLogs.title': 'Journaux d’activité',
  'activityLogs.col.time': 'Heure',
  'activityLogs.col.event': 'Événement',
  'activityLogs.col.description': 'Description',
  'activityLogs.col.transaction': 'Transaction',
  'activityLogs.col.company': 'Entreprise',
  'activityLogs.col.user': 'Utilisateur',
  'activityLogs.event': 'Événement',
  'activityLogs.allEvents': 'Tous les événements',
  'activityLogs.event.api': 'Action de l’administrateur requise',
  'activityLogs.event.settled': 'Réglée',
  'activityLogs.event.progress': 'En cours',
  'activityLogs.event.denied': 'Refusée',
  'activityLogs.fromDate': 'Du',
  'activityLogs.toDate': 'Au',
  'activityLogs.transactionId': 'ID de transaction',
  'activityLogs.companyId': 'ID d’entreprise',
  'activityLogs.userId': 'ID d’utilisateur',
  'activityLogs.system': 'Système',
  'activityLogs.empty': 'Aucune activité ne correspond à ces filtres.',
  'activityLogs.report': 'Télécharger le rapport CSV',
  'activityLogs.reportFailed': 'Le rapport n’a pas pu être téléchargé. Réessayez.',
  'activityLogs.reportDone': 'Rapport téléchargé.',
};
