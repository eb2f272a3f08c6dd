import type { AreaLocale } from '../areaTexts.js';
import type { cryptoBuyTexts } from '../cryptoBuy.js';

/** The crypto-buy screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof cryptoBuyTexts> = {
  'cryptoBuy.title': 'Achat de crypto',
};
