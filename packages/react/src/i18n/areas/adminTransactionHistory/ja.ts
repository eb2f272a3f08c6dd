import type { adminTransactionHistoryTexts } from '../adminTransactionHistory.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-transaction-history screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof adminTransactionHistoryTexts> = {
  'adminTransactionHistory.title': '取引履歴',
};
