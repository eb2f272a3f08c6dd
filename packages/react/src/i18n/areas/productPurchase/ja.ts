import type { AreaLocale } from '../areaTexts.js';
import type { productPurchaseTexts } from '../productPurchase.js';

/** The product-purchase screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof productPurchaseTexts> = {
  'productPurchase.title': '購入',
  'productPurchase.loading': '商品を読み込んでいます…',
  'productPurchase.notFound': 'この商品はご利用いただけません。',
  'productPurchase.loadFailed': '商品を読み込めませんでした。後でもう一度お試しください。',
  'productPurchase.imageAlt': '{name}の画像',
  'productPurchase.price': '価格',
  'productPurchase.seller': '販売元: {seller}',
  'productPurchase.pay': '{amount} {currency}を支払う',
  'productPurchase.failed': '支払いウォレットを作成できませんでした。もう一度お試しください。',
  'productPurchase.walletTitle': 'お支払い',
  'productPurchase.instructions':
    '{network}ネットワークでこのアドレスにちょうど{amount} {currency}を送金するか、ウォレットでQRコードを読み取ってください。',
  'productPurchase.address': 'アドレス',
  'productPurchase.link': '支払いリンク',
  'productPurchase.amount': '金額',
  'productPurchase.copyAddress': 'アドレスをコピー',
  'productPurchase.copyLink': 'リンクをコピー',
  'productPurchase.copied': 'コピーしました。',
  'productPurchase.copyFailed': 'コピーできませんでした。',
  'productPurchase.qr': '支払いリンクのQRコード',
  'productPurchase.status': '状態',
  'productPurchase.status.waiting': 'お支払いを待っています…',
  'productPurchase.status.paid': '支払い済みです。ありがとうございました!',
  'productPurchase.paidAt': '支払日時: {time}',
  'productPurchase.statusFailed': '状態を確認できませんでした。再試行します。',
};
