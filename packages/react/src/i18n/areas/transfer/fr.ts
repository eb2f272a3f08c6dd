import type { AreaLocale } from '../areaTexts.js';
import type { transferTexts } from '../transfer.js';

/** The transfer screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof transferTexts> = {
  'transfer.title': 'Virement interne',
};
