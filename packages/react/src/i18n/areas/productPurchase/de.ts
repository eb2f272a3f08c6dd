import type { AreaLocale } from '../areaTexts.js';
import type { productPurchaseTexts } from '../productPurchase.js';

/** The product-purchase screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof productPurchaseTexts> = {
  'productPurchase.title': 'Kauf',
};
