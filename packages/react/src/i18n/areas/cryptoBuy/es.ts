import type { AreaLocale } from '../areaTexts.js';
import type { cryptoBuyTexts } from '../cryptoBuy.js';

/** The crypto-buy screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof cryptoBuyTexts> = {
  'cryptoBuy.title': 'Comprar cripto',
};
