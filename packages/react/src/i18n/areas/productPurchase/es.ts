import type { AreaLocale } from '../areaTexts.js';
import type { productPurchaseTexts } from '../productPurchase.js';

/** The product-purchase screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof productPurchaseTexts> = {
  'productPurchase.title': 'Compra',
};
