import type { AreaLocale } from '../areaTexts.js';
import type { exchangeTexts } from '../exchange.js';

/** The exchange screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof exchangeTexts> = {
  'exchange.title': 'Währungstausch',
};
