import type { AreaLocale } from '../areaTexts.js';
import type { sendFundsAffiliateTexts } from '../sendFundsAffiliate.js';

/** The send-funds-affiliate screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof sendFundsAffiliateTexts> = {
  'sendFundsAffiliate.title': 'アフィリエイト所有者へ送金',
  'sendFundsAffiliate.owner': 'アフィリエイト所有者',
  'sendFundsAffiliate.ownerLine': '送金先は {name}（貴社がアフィリエイトとなっている会社）です。',
  'sendFundsAffiliate.fromAccount': '送金元口座',
  'sendFundsAffiliate.toAccount': '所有者の送金先口座',
  'sendFundsAffiliate.accountOption': '{name} · 利用可能 {available} {currency}',
  'sendFundsAffiliate.amount': '金額',
  'sendFundsAffiliate.submit': '送金する',
  'sendFundsAffiliate.sent': '{amount} {currency} を {name} に送金しました（{transaction}）。',
  'sendFundsAffiliate.notAffiliate': '貴社は他社のアフィリエイトではありません。',
  'sendFundsAffiliate.loadFailed':
    'アフィリエイト所有者を読み込めませんでした。もう一度お試しください。',
  'sendFundsAffiliate.chooseAccount': '口座を選択',
  'sendFundsAffiliate.noTargets': '所有者には {currency} の口座がありません。',
  'sendFundsAffiliate.failed': '送金できませんでした。',
  'sendFundsAffiliate.summaryTo': '送金先',
};
