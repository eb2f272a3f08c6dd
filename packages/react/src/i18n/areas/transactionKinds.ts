import { type Area, defineArea } from './areaTexts.js';

// `txKind.*`: names of transaction statuses (PP-3.2-12, 'Admin Action Required' as the spec
// quotes it), types (PP-3.2-07) and transmission protocols, shared by the transaction list
// and the overview.
const en = {
  'txKind.status.settled': 'Settled',
  'txKind.status.progress': 'In progress',
  'txKind.status.denied': 'Denied',
  'txKind.status.api': 'Admin Action Required',
  'txKind.type.deposit': 'Deposit',
  'txKind.type.withdrawal': 'Withdrawal',
  'txKind.type.transfer': 'Transfer',
  'txKind.type.exchange': 'Exchange',
  'txKind.type.convert': 'Convert',
  'txKind.type.crypto': 'Crypto',
  'txKind.type.import': 'Import',
  'txKind.type.card': 'Card',
  'txKind.type.buy_crypto': 'Buy crypto',
  'txKind.type.withdraw_crypto': 'Withdraw crypto',
  'txKind.type.receive_crypto': 'Receive crypto',
  'txKind.protocol.SEPA': 'SEPA transfer (EU, EEA)',
  'txKind.protocol.SWIFT': 'SWIFT transfer (international)',
  'txKind.protocol.FPS_CHAPS': 'UK Faster Payments / CHAPS',
  'txKind.protocol.PORTAL_TRANSFER': 'Transfer within the portal',
  'txKind.protocol.INTERNAL': 'Internal booking',
  'txKind.protocol.CRYPTO': 'Crypto network',
  'txKind.protocol.CRYPTO_EXCHANGE': 'Crypto exchange',
  'txKind.protocol.CARD': 'Card payment',
} as const;

/**
 * Texts of the transactionKinds area: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const transactionKindsTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./transactionKinds/de.js').then((m) => m.de),
  es: () => import('./transactionKinds/es.js').then((m) => m.es),
  fr: () => import('./transactionKinds/fr.js').then((m) => m.fr),
  ja: () => import('./transactionKinds/ja.js').then((m) => m.ja),
});
