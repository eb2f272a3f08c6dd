import type { adminTransactionHistoryTexts } from '../adminTransactionHistory.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-transaction-history screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof adminTransactionHistoryTexts> = {
  'adminTransactionHistory.title': '取引履歴',
  'adminTransactionHistory.notFound': 'この取引は見つかりませんでした。',
  'adminTransactionHistory.company': '会社',
  'adminTransactionHistory.type': '種類',
  'adminTransactionHistory.amount': '金額',
  'adminTransactionHistory.status': 'ステータス',
};
