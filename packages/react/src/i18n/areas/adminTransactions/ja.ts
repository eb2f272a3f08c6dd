import type { adminTransactionsTexts } from '../adminTransactions.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-transactions screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof adminTransactionsTexts> = {
  'adminTransactions.title': '取引',
};
