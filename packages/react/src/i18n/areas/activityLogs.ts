import { type Area, defineArea } from './areaTexts.js';

const en = {
  'activityLogs.title': 'Activity logs',
  'activityLogs.col.time': 'Time',
  'activityLogs.col.event': 'Event',
  'activityLogs.col.description': 'Description',
  'activityLogs.col.transaction': 'Transaction',
  'activityLogs.col.company': 'Company',
  'activityLogs.col.user': 'User',
  'activityLogs.event': 'Event',
  'activityLogs.allEvents': 'All events',
  'activityLogs.event.api': 'Admin Action Required',
  'activityLogs.event.settled': 'Settled',
  'activityLogs.event.progress': 'In progress',
  'activityLogs.event.denied': 'Denied',
  'activityLogs.fromDate': 'From',
  'activityLogs.toDate': 'To',
  'activityLogs.transactionId': 'Transaction ID',
  'activityLogs.companyId': 'Company ID',
  'activityLogs.userId': 'User ID',
  'activityLogs.system': 'System',
  'activityLogs.empty': 'No activity matches these filters.',
  'activityLogs.report': 'Download CSV report',
  'activityLogs.reportFailed': 'The report could not be downloaded. Try again.',
  'activityLogs.reportDone': 'Report downloaded.',
} as const;

/**
 * Texts of the activity-logs screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const activityLogsTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./activityLogs/de.js').then((m) => m.de),
  es: () => import('./activityLogs/es.js').then((m) => m.es),
  fr: () => import('./activityLogs/fr.js').then((m) => m.fr),
  ja: () => import('./activityLogs/ja.js').then((m) => m.ja),
});
