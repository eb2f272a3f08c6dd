import type { AreaLocale } from '../areaTexts.js';
import type { cryptoSellTexts } from '../cryptoSell.js';

/** The crypto-sell screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof cryptoSellTexts> = {
  'cryptoSell.title': 'Krypto verkaufen',
};
