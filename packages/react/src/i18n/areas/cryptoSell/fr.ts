import type { AreaLocale } from '../areaTexts.js';
import type { cryptoSellTexts } from '../cryptoSell.js';

/** The crypto-sell screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof cryptoSellTexts> = {
  'cryptoSell.title': 'Vendre des cryptos',
};
