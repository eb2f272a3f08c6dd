import type { AreaLocale } from '../areaTexts.js';
import type { cryptoSellTexts } from '../cryptoSell.js';

/** The crypto-sell screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof cryptoSellTexts> = {
  'cryptoSell.title': 'Vender cripto',
};
