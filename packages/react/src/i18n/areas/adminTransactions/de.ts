import type { adminTransactionsTexts } from '../adminTransactions.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-transactions screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof adminTransactionsTexts> = {
  'adminTransactions.title': 'Transaktionen',
};
