import type { AreaLocale } from '../areaTexts.js';
import type { reportsTexts } from '../reports.js';

/** The reports screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof reportsTexts> = {
  'reports.title': 'Berichte',
  'reports.generate.title': 'Bericht über genehmigte Transaktionen erstellen',
  'reports.field.account': 'Bankkonto',
  'reports.field.period': 'Zeitraum',
  'reports.field.format': 'Format',
  'reports.chooseAccount': 'Konto wählen',
  'reports.period.current_month': 'Aktueller Monat',
  'reports.period.previous_month': 'Vormonat',
  'reports.period.current_year': 'Aktuelles Jahr',
  'reports.period.total': 'Gesamt',
  'reports.format.csv': 'CSV',
  'reports.format.pdf': 'PDF',
  'reports.format.xlsx': 'Excel (xlsx)',
  'reports.generate.submit': 'Erstellen',
  'reports.generate.queued':
    'Der Bericht wird erstellt. Sie werden benachrichtigt, sobald er bereit ist.',
  'reports.list.title': 'Erstellte Berichte',
  'reports.list.empty': 'Noch keine Berichte.',
  'reports.col.name': 'Name',
  'reports.col.account': 'Bankkonto',
  'reports.col.dateFrom': 'Datum von',
  'reports.col.dateTo': 'Datum bis',
  'reports.col.period': 'Zeitraum',
  'reports.col.status': 'Status',
  'reports.col.format': 'Format',
  'reports.col.createdAt': 'Erstellt am',
  'reports.col.actions': 'Aktionen',
  'reports.status.queued': 'In Warteschlange',
  'reports.status.processing': 'In Bearbeitung',
  'reports.status.done': 'Bereit',
  'reports.status.error': 'Fehlgeschlagen',
  'reports.download': 'Herunterladen',
  'reports.downloadLabel': '{name} herunterladen',
  'reports.downloadFailed':
    'Die Datei konnte nicht heruntergeladen werden. Bitte erneut versuchen.',
  'reports.generate.failed': 'Der Bericht konnte nicht erstellt werden.',
};
