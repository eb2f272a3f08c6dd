import type { adminTransactionHistoryTexts } from '../adminTransactionHistory.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-transaction-history screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof adminTransactionHistoryTexts> = {
  'adminTransactionHistory.title': 'Historial de la transacción',
  'adminTransactionHistory.notFound': 'No se encontró esta transacción.',
  'adminTransactionHistory.company': 'Empresa',
  'adminTransactionHistory.type': 'Tipo',
  'adminTransactionHistory.amount': 'Importe',
  'adminTransactionHistory.status': 'Estado',
};
