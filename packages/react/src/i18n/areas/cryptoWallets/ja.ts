import type { AreaLocale } from '../areaTexts.js';
import type { cryptoWalletsTexts } from '../cryptoWallets.js';

/** The crypto-wallets screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof cryptoWalletsTexts> = {
  'cryptoWallets.title': '暗号資産ウォレット',
  'cryptoWallets.listTitle': '保存済みウォレット',
  'cryptoWallets.createTitle': '新しいウォレット',
  'cryptoWallets.name': '名前',
  'cryptoWallets.currency': '通貨',
  'cryptoWallets.currencyOption': '{currency}（{network}）',
  'cryptoWallets.wallet': 'ウォレットアドレス',
  'cryptoWallets.walletHint': '{network} のアドレス。',
  'cryptoWallets.create': 'ウォレットを作成',
  'cryptoWallets.search': '名前またはアドレスで検索',
  'cryptoWallets.empty': 'ウォレットが見つかりません。',
  'cryptoWallets.notAllowed': '暗号資産ウォレットには暗号資産機能と二要素認証が必要です。',
  'cryptoWallets.loadFailed': 'ウォレットを読み込めませんでした。',
  'cryptoWallets.deleteTitle': 'ウォレットを削除',
  'cryptoWallets.delete': '削除',
  'cryptoWallets.deleteOf': 'ウォレット {name} を削除',
  'cryptoWallets.deleteFailed': 'ウォレットを削除できませんでした。',
  'cryptoWallets.invalid': 'マークされた項目を確認してください。',
  'cryptoWallets.nameRequired': '名前は必須です。',
  'cryptoWallets.address.empty': 'ウォレットアドレスを入力してください。',
  'cryptoWallets.address.format': '有効な {network} アドレスではありません。',
  'cryptoWallets.address.checksum':
    'この {network} アドレスのチェックサムが一致しません。入力ミスを確認してください。',
  'cryptoWallets.col.name': '名前',
  'cryptoWallets.col.currency': '通貨',
  'cryptoWallets.col.network': 'ネットワーク',
  'cryptoWallets.col.wallet': 'アドレス',
  'cryptoWallets.col.actions': '操作',
};
