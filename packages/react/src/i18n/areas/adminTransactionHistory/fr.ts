import type { adminTransactionHistoryTexts } from '../adminTransactionHistory.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-transaction-history screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof adminTransactionHistoryTexts> = {
  'adminTransactionHistory.title': 'Historique de la transaction',
  'adminTransactionHistory.notFound': 'Cette transaction est introuvable.',
  'adminTransactionHistory.company': 'Entreprise',
  'adminTransactionHistory.type': 'Type',
  'adminTransactionHistory.amount': 'Montant',
  'adminTransactionHistory.status': 'Statut',
};
