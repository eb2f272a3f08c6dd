import type { AreaLocale } from '../areaTexts.js';
import type { productPurchaseTexts } from '../productPurchase.js';

/** The product-purchase screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof productPurchaseTexts> = {
  'productPurchase.title': '購入',
};
