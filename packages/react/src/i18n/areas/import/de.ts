import type { AreaLocale } from '../areaTexts.js';
import type { importTexts } from '../import.js';

/** The import screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof importTexts> = {
  'import.title': 'Import',
  'import.account': 'Bankkonto',
  'import.accountOption': '{name} ({currency})',
  'import.noAccounts': 'Es gibt kein Fiat-Konto für einen Import.',
  'import.fileLabel': 'Laden Sie Ihre Datei hier hoch. (Nur xlsx-Dateien sind erlaubt)',
  'import.dropHint': 'Ziehen Sie eine Datei hierher oder wählen Sie eine aus.',
  'import.choose': 'Datei auswählen',
  'import.chosen': 'Ausgewählt: {name}',
  'import.onlyXlsx': 'Nur xlsx-Dateien sind erlaubt.',
  'import.template': 'Vorlage herunterladen',
  'import.preview': 'Zur Vorschau hochladen',
  'import.confirm': 'Import bestätigen',
  'import.count': 'Transaktionen',
  'import.amount': 'Betrag',
  'import.amountWithFee': 'Betrag mit Gebühren',
  'import.rowsCaption': 'Zeilen der Datei',
  'import.col.row': 'Zeile',
  'import.col.payee': 'Empfänger',
  'import.col.amount': 'Betrag',
  'import.col.fee': 'Gebühr',
  'import.col.total': 'Gesamt',
  'import.col.errors': 'Fehler',
  'import.hasErrors':
    '{count} Zeilen enthalten Fehler. Laden Sie die Datei mit markierten Fehlern herunter, korrigieren Sie sie und wählen Sie sie erneut aus.',
  'import.downloadAnnotated': 'Datei mit Fehlern herunterladen',
  'import.created': 'Import #{id} erstellt.',
  'import.viewImports': 'Alle Importe',
  'import.fileFailed': 'Die Datei konnte nicht vorbereitet werden.',
  'import.codeSummary': 'Import von {count} Transaktionen, {amount} {currency} mit Gebühren',
  'import.rowsShown': '{shown} von {total} angezeigt',
  'import.fileRefused':
    'Diese Datei kann nicht importiert werden. Verwenden Sie die Vorlage: eine Kopfzeile mit einer Spalte amount, dann 1 bis 10.000 Zeilen.',
  'import.accountRefused': 'Wählen Sie das Bankkonto, von dem importiert wird.',
};
