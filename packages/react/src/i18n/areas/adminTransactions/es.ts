import type { adminTransactionsTexts } from '../adminTransactions.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-transactions screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof adminTransactionsTexts> = {
  'adminTransactions.title': 'Transacciones',
};
