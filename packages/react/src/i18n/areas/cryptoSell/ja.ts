import type { AreaLocale } from '../areaTexts.js';
import type { cryptoSellTexts } from '../cryptoSell.js';

/** The crypto-sell screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof cryptoSellTexts> = {
  'cryptoSell.title': '暗号資産を売却',
};
