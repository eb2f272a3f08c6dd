import type { adminIntegrityTexts } from '../adminIntegrity.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-integrity screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof adminIntegrityTexts> = {
  'adminIntegrity.title': 'Kontenintegrität',
  'adminIntegrity.intro':
    'Eine Prüfung vergleicht den Kontostand mit der Summe der Buchungen im Hauptbuch und speichert das Ergebnis.',
  'adminIntegrity.account': 'Konto',
  'adminIntegrity.accountOption': '{company}: {name} ({currency})',
  'adminIntegrity.accountsFailed': 'Die Konten konnten nicht geladen werden.',
  'adminIntegrity.run': 'Prüfung starten',
  'adminIntegrity.ok': 'Ausgeglichen',
  'adminIntegrity.mismatch': 'Abweichung',
  'adminIntegrity.resultLine': '{name}: Saldo {balance}, Summe der Buchungen {sum}.',
  'adminIntegrity.results': 'Prüfergebnisse',
  'adminIntegrity.empty': 'Noch keine Prüfung gelaufen.',
  'adminIntegrity.checkedAt': 'Geprüft',
  'adminIntegrity.verdict': 'Ergebnis',
  'adminIntegrity.balance': 'Saldo',
  'adminIntegrity.ledgerSum': 'Summe der Buchungen',
  'adminIntegrity.difference': 'Differenz',
};
