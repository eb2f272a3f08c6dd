import type { AreaLocale } from '../areaTexts.js';
import type { cryptoReceiveTexts } from '../cryptoReceive.js';

/** The crypto-receive screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof cryptoReceiveTexts> = {
  'cryptoReceive.title': '暗号資産の受取',
  'cryptoReceive.fiatHint': '{currency}（約 {fiat}）',
  'cryptoReceive.clear': '新しい入金',
  'cryptoReceive.toAccount': '入金先口座',
  'cryptoReceive.accountOption': '{name}（{total} {currency}）',
  'cryptoReceive.network': 'ネットワーク',
  'cryptoReceive.amount': '金額',
  'cryptoReceive.autoSell': '着金時に自動で売却',
  'cryptoReceive.addressTitle': '入金アドレス',
  'cryptoReceive.address': 'アドレス',
  'cryptoReceive.link': '支払いリンク',
  'cryptoReceive.copyAddress': 'アドレスをコピー',
  'cryptoReceive.copyLink': 'リンクをコピー',
  'cryptoReceive.copied': 'クリップボードにコピーしました。',
  'cryptoReceive.copyFailed': 'ブラウザーがコピーを許可しませんでした。',
  'cryptoReceive.qr': '支払いリンクの QR コード',
  'cryptoReceive.submit': '入金をリクエスト',
  'cryptoReceive.requested': '入金リクエスト {name} を作成しました（{status}）。',
  'cryptoReceive.received': '入金がありました: {amount}。新しい残高 {total}。',
  'cryptoReceive.walletFailed': '入金アドレスを読み込めませんでした。',
  'cryptoReceive.noAccounts': '受け取れる暗号資産口座がありません。',
};
