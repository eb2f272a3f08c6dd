import type { AreaLocale } from '../areaTexts.js';
import type { exchangeTexts } from '../exchange.js';

/** The exchange screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof exchangeTexts> = {
  'exchange.title': 'Change',
};
