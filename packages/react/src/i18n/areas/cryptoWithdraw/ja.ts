import type { AreaLocale } from '../areaTexts.js';
import type { cryptoWithdrawTexts } from '../cryptoWithdraw.js';

/** The crypto-withdraw screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof cryptoWithdrawTexts> = {
  'cryptoWithdraw.title': '暗号資産の出金',
};
