import { type Area, defineArea } from './areaTexts.js';

const en = {
  'productPurchase.title': 'Purchase',
} as const;

/**
 * Texts of the product-purchase screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const productPurchaseTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./productPurchase/de.js').then((m) => m.de),
  es: () => import('./productPurchase/es.js').then((m) => m.es),
  fr: () => import('./productPurchase/fr.js').then((m) => m.fr),
  ja: () => import('./productPurchase/ja.js').then((m) => m.ja),
});
