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
  'adminTransactions.decline': '却下',
  'adminTransactions.declineOne': '{name} を却下',
  'adminTransactions.declineChosen': '選択分を却下 ({n})',
  'adminTransactions.declined': '却下した支払い: {n} 件。',
  'adminTransactions.declineFailed': '却下に失敗しました。もう一度お試しください。',
  'adminTransactions.approveTitle': 'API 支払いを承認',
  'adminTransactions.approveText': '承認した支払いは支払処理に送られます。',
  'adminTransactions.confirmApprove': '支払いを承認',
  'adminTransactions.declineTitle': 'API 支払いを却下',
  'adminTransactions.declineText':
    '却下した支払いは拒否され、資金は口座に戻ります。理由は各支払いの履歴に記録されます。',
  'adminTransactions.confirmDecline': '支払いを却下',
  'adminTransactions.summary': '支払い: {n} 件。合計: {total}。',
  'adminTransactions.reason': '理由',
  'adminTransactions.reasonRequired': '却下の理由を入力してください。',
  'adminTransactions.reasonTooLong': '理由は {max} 文字以内で入力してください。',
};
