import type { adminCheckHistoryTexts } from '../adminCheckHistory.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-check-history screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof adminCheckHistoryTexts> = {
  'adminCheckHistory.title': 'チェック履歴',
  'adminCheckHistory.empty': 'チェック記録はありません。',
  'adminCheckHistory.show': '表示',
  'adminCheckHistory.all': 'すべての記録',
  'adminCheckHistory.onlyFailed': '不一致のみ',
  'adminCheckHistory.balanced': '一致',
  'adminCheckHistory.unbalanced': '不一致',
  'adminCheckHistory.col.transaction': '取引',
  'adminCheckHistory.col.verdict': '元帳チェック',
  'adminCheckHistory.col.company': '会社',
  'adminCheckHistory.col.type': '種類',
  'adminCheckHistory.col.date': '日付',
  'adminCheckHistory.col.postings': '記帳数',
  'adminCheckHistory.col.currencies': '通貨',
};
