import type { adminCheckHistoryTexts } from '../adminCheckHistory.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-check-history screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof adminCheckHistoryTexts> = {
  'adminCheckHistory.title': 'Prüfverlauf',
  'adminCheckHistory.empty': 'Keine Prüfeinträge.',
  'adminCheckHistory.show': 'Anzeigen',
  'adminCheckHistory.all': 'Alle Einträge',
  'adminCheckHistory.onlyFailed': 'Nur unausgeglichene',
  'adminCheckHistory.balanced': 'Ausgeglichen',
  'adminCheckHistory.unbalanced': 'Unausgeglichen',
  'adminCheckHistory.col.transaction': 'Transaktion',
  'adminCheckHistory.col.verdict': 'Buchungsprüfung',
  'adminCheckHistory.col.company': 'Unternehmen',
  'adminCheckHistory.col.type': 'Typ',
  'adminCheckHistory.col.date': 'Datum',
  'adminCheckHistory.col.postings': 'Buchungen',
  'adminCheckHistory.col.currencies': 'Währungen',
};
