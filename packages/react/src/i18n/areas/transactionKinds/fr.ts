import type { AreaLocale } from '../areaTexts.js';
import type { transactionKindsTexts } from '../transactionKinds.js';

/** The transactionKinds area in French: every English key, by type. */
export const fr: AreaLocale<typeof transactionKindsTexts> = {
  'txKind.status.settled': 'Réglée',
  'txKind.status.progress': 'En cours',
  'txKind.status.denied': 'Refusée',
  'txKind.status.api': "Action de l'administrateur requise",
  'txKind.type.deposit': 'Dépôt',
  'txKind.type.withdrawal': 'Retrait',
  'txKind.type.transfer': 'Virement interne',
  'txKind.type.exchange': 'Change',
  'txKind.type.convert': 'Conversion',
  'txKind.type.crypto': 'Crypto',
  'txKind.type.import': 'Import',
  'txKind.type.card': 'Carte',
  'txKind.type.buy_crypto': 'Achat de crypto',
  'txKind.type.withdraw_crypto': 'Retrait de crypto',
  'txKind.type.receive_crypto': 'Réception de crypto',
  'txKind.protocol.SEPA': 'Virement SEPA (UE, EEE)',
  'txKind.protocol.SWIFT': 'Virement SWIFT (international)',
  'txKind.protocol.FPS_CHAPS': 'Faster Payments / CHAPS (Royaume-Uni)',
  'txKind.protocol.PORTAL_TRANSFER': 'Virement au sein du portail',
  'txKind.protocol.INTERNAL': 'Mouvement interne',
  'txKind.protocol.CRYPTO': 'Réseau crypto',
  'txKind.protocol.CRYPTO_EXCHANGE': 'Échange de crypto',
  'txKind.protocol.CARD': 'Paiement par carte',
};
