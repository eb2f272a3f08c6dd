import type { adminTransactionsTexts } from '../adminTransactions.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-transactions screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof adminTransactionsTexts> = {
  'adminTransactions.title': 'Transactions',
};
