import type { AreaLocale } from '../areaTexts.js';
import type { transactionKindsTexts } from '../transactionKinds.js';

/** The transactionKinds area in German: every English key, by type. */
export const de: AreaLocale<typeof transactionKindsTexts> = {
  'txKind.status.settled': 'Abgeschlossen',
  'txKind.status.progress': 'In Bearbeitung',
  'txKind.status.denied': 'Abgelehnt',
  'txKind.status.api': 'Aktion des Administrators erforderlich',
  'txKind.type.deposit': 'Einzahlung',
  'txKind.type.withdrawal': 'Auszahlung',
  'txKind.type.transfer': 'Umbuchung',
  'txKind.type.exchange': 'Devisentausch',
  'txKind.type.convert': 'Umwandlung',
  'txKind.type.crypto': 'Krypto',
  'txKind.type.import': 'Import',
  'txKind.type.card': 'Karte',
  'txKind.type.buy_crypto': 'Krypto kaufen',
  'txKind.type.withdraw_crypto': 'Krypto auszahlen',
  'txKind.type.receive_crypto': 'Krypto empfangen',
  'txKind.protocol.SEPA': 'SEPA-Überweisung (EU, EWR)',
  'txKind.protocol.SWIFT': 'SWIFT-Überweisung (international)',
  'txKind.protocol.FPS_CHAPS': 'UK Faster Payments / CHAPS',
  'txKind.protocol.PORTAL_TRANSFER': 'Überweisung innerhalb des Portals',
  'txKind.protocol.INTERNAL': 'Interne Buchung',
  'txKind.protocol.CRYPTO': 'Krypto-Netzwerk',
  'txKind.protocol.CRYPTO_EXCHANGE': 'Krypto-Tausch',
  'txKind.protocol.CARD': 'Kartenzahlung',
};
