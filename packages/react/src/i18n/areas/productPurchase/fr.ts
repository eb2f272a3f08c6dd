import type { AreaLocale } from '../areaTexts.js';
import type { productPurchaseTexts } from '../productPurchase.js';

/** The product-purchase screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof productPurchaseTexts> = {
  'productPurchase.title': 'Achat',
};
