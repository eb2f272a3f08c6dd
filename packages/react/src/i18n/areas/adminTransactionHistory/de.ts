import type { adminTransactionHistoryTexts } from '../adminTransactionHistory.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-transaction-history screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof adminTransactionHistoryTexts> = {
  'adminTransactionHistory.title': 'Transaktionsverlauf',
  'adminTransactionHistory.notFound': 'Diese Transaktion wurde nicht gefunden.',
  'adminTransactionHistory.company': 'Unternehmen',
  'adminTransactionHistory.type': 'Art',
  'adminTransactionHistory.amount': 'Betrag',
  'adminTransactionHistory.status': 'Status',
};
