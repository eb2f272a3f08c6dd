import type { AreaLocale } from '../areaTexts.js';
import type { transferTexts } from '../transfer.js';

/** The transfer screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof transferTexts> = {
  'transfer.title': 'Umbuchung',
};
