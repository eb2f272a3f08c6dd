import type { AreaLocale } from '../areaTexts.js';
import type { cryptoBuyTexts } from '../cryptoBuy.js';

/** The crypto-buy screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof cryptoBuyTexts> = {
  'cryptoBuy.title': 'Krypto kaufen',
};
