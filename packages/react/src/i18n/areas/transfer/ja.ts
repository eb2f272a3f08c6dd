import type { AreaLocale } from '../areaTexts.js';
import type { transferTexts } from '../transfer.js';

/** The transfer screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof transferTexts> = {
  'transfer.title': '振替',
};
