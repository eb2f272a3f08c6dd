import type { AreaLocale } from '../areaTexts.js';
import type { walletsTexts } from '../wallets.js';

/** The wallets area in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof walletsTexts> = {
  'wallet.created': 'ウォレット {name} を作成しました',
  'wallet.removed': 'ウォレットを削除しました',
  'wallet.deleteConfirm': 'このウォレットを削除してもよろしいですか？',
  'wallet.deleteYes': 'はい',
  'wallet.deleteNo': 'いいえ',
};
