import type { activityLogsTexts } from '../activityLogs.js';
import type { AreaLocale } from '../areaTexts.js';

/** The activity-logs screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof activityLogsTexts> = {
  'activityLogs.title': 'Aktivitätsprotokolle',
  'activityLogs.col.time': 'Zeit',
  'activityLogs.col.event': 'Ereignis',
  'activityLogs.col.description': 'Beschreibung',
  'activityLogs.col.transaction': 'Transaktion',
  'activityLogs.col.company': 'Unternehmen',
  'activityLogs.col.user': 'Benutzer',
  'activityLogs.event': 'Ereignis',
  'activityLogs.allEvents': 'Alle Ereignisse',
  'activityLogs.event.api': 'Admin-Aktion erforderlich',
  'activityLogs.event.settled': 'Abgeschlossen',
  'activityLogs.event.progress': 'In Bearbeitung',
  'activityLogs.event.denied': 'Abgelehnt',
  'activityLogs.fromDate': 'Von',
  'activityLogs.toDate': 'Bis',
  'activityLogs.transactionId': 'Transaktions-ID',
  'activityLogs.companyId': 'Unternehmens-ID',
  'activityLogs.userId': 'Benutzer-ID',
  'activityLogs.system': 'System',
  'activityLogs.empty': 'Keine Aktivität passt zu diesen Filtern.',
  'activityLogs.report': 'CSV-Bericht herunterladen',
  'activityLogs.reportFailed':
    'Der Bericht konnte nicht heruntergeladen werden. Versuchen Sie es erneut.',
  'activityLogs.reportDone': 'Bericht heruntergeladen.',
};
