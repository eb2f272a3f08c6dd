import type { AreaLocale } from '../areaTexts.js';
import type { transferTexts } from '../transfer.js';

/** The transfer screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof transferTexts> = {
  'transfer.title': 'Transferencia',
};
