import type { AreaLocale } from '../areaTexts.js';
import type { transactionKindsTexts } from '../transactionKinds.js';

/** The transactionKinds area in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof transactionKindsTexts> = {
  'txKind.status.settled': '完了',
  'txKind.status.progress': '処理中',
  'txKind.status.denied': '拒否済み',
  'txKind.status.api': '管理者の対応が必要',
  'txKind.type.deposit': '入金',
  'txKind.type.withdrawal': '出金',
  'txKind.type.transfer': '振替',
  'txKind.type.exchange': '両替',
  'txKind.type.convert': '変換',
  'txKind.type.crypto': '暗号資産',
  'txKind.type.import': 'インポート',
  'txKind.type.card': 'カード',
  'txKind.type.buy_crypto': '暗号資産の購入',
  'txKind.type.withdraw_crypto': '暗号資産の出金',
  'txKind.type.receive_crypto': '暗号資産の受取',
  'txKind.protocol.SEPA': 'SEPA送金（EU・EEA）',
  'txKind.protocol.SWIFT': 'SWIFT送金（海外）',
  'txKind.protocol.FPS_CHAPS': '英国 Faster Payments／CHAPS',
  'txKind.protocol.PORTAL_TRANSFER': 'ポータル内送金',
  'txKind.protocol.INTERNAL': '内部振替',
  'txKind.protocol.CRYPTO': '暗号資産ネットワーク',
  'txKind.protocol.CRYPTO_EXCHANGE': '暗号資産の交換',
  'txKind.protocol.CARD': 'カード決済',
};
