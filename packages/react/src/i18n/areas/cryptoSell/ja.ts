import type { AreaLocale } from '../areaTexts.js';
import type { cryptoSellTexts } from '../cryptoSell.js';

/** The crypto-sell screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof cryptoSellTexts> = {
  'cryptoSell.title': '暗号資産を売却',
  'cryptoSell.pay': '売却額',
  'cryptoSell.receive': '受取額（法定通貨）',
  'cryptoSell.submit': '暗号資産を売却',
  'cryptoSell.created': '売却 {name} を作成しました（{status}）。',
  'cryptoSell.noAccounts': '売却できる暗号資産口座がありません。',
  'cryptoSell.from': '出金元口座',
  'cryptoSell.to': '入金先口座',
  'cryptoSell.network': 'ネットワーク',
  'cryptoSell.wallet': '保存済みウォレット',
  'cryptoSell.walletNone': 'ウォレットを選択',
  'cryptoSell.accountOption': '{name}（利用可能 {available} {currency}）',
};
