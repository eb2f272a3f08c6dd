import type { AreaLocale } from '../areaTexts.js';
import type { cryptoBuyTexts } from '../cryptoBuy.js';

/** The crypto-buy screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof cryptoBuyTexts> = {
  'cryptoBuy.title': '暗号資産の購入',
  'cryptoBuy.pay': '支払額',
  'cryptoBuy.receive': '受取額（暗号資産）',
  'cryptoBuy.submit': '暗号資産を購入',
  'cryptoBuy.created': '購入 {name} を作成しました（{status}）。',
  'cryptoBuy.noAccounts': '暗号資産を購入できる法定通貨口座がありません。',
  'cryptoBuy.from': '出金元口座',
  'cryptoBuy.to': '入金先口座',
  'cryptoBuy.network': 'ネットワーク',
  'cryptoBuy.wallet': '保存済みウォレット',
  'cryptoBuy.walletNone': 'ウォレットを選択',
  'cryptoBuy.accountOption': '{name}（利用可能 {available} {currency}）',
};
