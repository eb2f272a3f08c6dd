import type { AreaLocale } from '../areaTexts.js';
import type { cryptoBuyTexts } from '../cryptoBuy.js';

/** The crypto-buy screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof cryptoBuyTexts> = {
  'cryptoBuy.title': '暗号資産の購入',
};
