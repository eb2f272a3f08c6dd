import type { AreaLocale } from '../areaTexts.js';
import type { cryptoWithdrawTexts } from '../cryptoWithdraw.js';

/** The crypto-withdraw screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof cryptoWithdrawTexts> = {
  'cryptoWithdraw.title': '暗号資産の出金',
  'cryptoWithdraw.fromAccount': '出金元口座',
  'cryptoWithdraw.accountOption': '{name}（利用可能 {available} {currency}）',
  'cryptoWithdraw.amount': '金額',
  'cryptoWithdraw.network': 'ネットワーク',
  'cryptoWithdraw.wallet': '保存済みウォレット',
  'cryptoWithdraw.walletNone': 'ウォレットを選択',
  'cryptoWithdraw.noWallets': '保存済みの {currency} ウォレットはまだありません。',
  'cryptoWithdraw.manageWallets': '保存済みウォレットを管理',
  'cryptoWithdraw.submit': '出金',
  'cryptoWithdraw.created': '出金 {name} を作成しました（{status}）。',
  'cryptoWithdraw.noAccounts': '出金できる暗号資産口座がありません。',
};
