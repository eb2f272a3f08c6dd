import type { AreaLocale } from '../areaTexts.js';
import type { exchangeTexts } from '../exchange.js';

/** The exchange screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof exchangeTexts> = {
  'exchange.title': '両替',
};
