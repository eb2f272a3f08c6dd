import type { AreaLocale } from '../areaTexts.js';
import type { pairFormTexts } from '../pairForm.js';

/** The transfer, exchange and convert form in German: every English key, by type. */
export const de: AreaLocale<typeof pairFormTexts> = {
  'pair.from': 'Von Konto',
  'pair.to': 'Auf Konto',
  'pair.amount': 'Betrag',
  'pair.received': 'Erhaltener Betrag',
  'pair.accountOption': '{name}: {available} {currency} verfügbar',
  'pair.noPartner': '{name}: kein Konto kann davon empfangen',
  'pair.noTarget': 'Kein Konto kann von diesem empfangen.',
  'pair.noAccounts': 'Es gibt kein Konto, von dem Geld bewegt werden kann.',
  'pair.submitTransfer': 'Umbuchen',
  'pair.submitExchange': 'Tauschen',
  'pair.submitConvert': 'Konvertieren',
  'pair.created': 'Transaktion {name} erstellt ({status}).',
  'pair.view': 'Transaktion anzeigen',
};
