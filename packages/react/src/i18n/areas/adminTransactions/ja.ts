import type { adminTransactionsTexts } from '../adminTransactions.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-transactions screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof adminTransactionsTexts> = {
  'adminTransactions.title': '取引',
  'adminTransactions.title.api': '管理者の対応が必要',
  'adminTransactions.col.company': '会社',
  'adminTransactions.col.choose': '選択',
  'adminTransactions.col.action': '操作',
  'adminTransactions.choose': '{name} を選択',
  'adminTransactions.approve': '承認',
  'adminTransactions.approveOne': '{name} を承認',
  'adminTransactions.approveChosen': '選択分を承認 ({n})',
  'adminTransactions.choosePage': 'このページをすべて選択',
  'adminTransactions.clear': '選択を解除',
  'adminTransactions.approved': '承認した支払い: {n} 件。',
  'adminTransactions.refused': '送信せず、会社がルートノードではありません: {ids}。',
  'adminTransactions.failed': '承認に失敗しました。もう一度お試しください。',
  'adminTransactions.notRoot': 'ルートノードではありません',
};
