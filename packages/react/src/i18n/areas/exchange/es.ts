import type { AreaLocale } from '../areaTexts.js';
import type { exchangeTexts } from '../exchange.js';

/** The exchange screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof exchangeTexts> = {
  'exchange.title': 'Cambio de divisa',
};
