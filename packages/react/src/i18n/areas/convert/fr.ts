import type { AreaLocale } from '../areaTexts.js';
import type { convertTexts } from '../convert.js';

/** The convert screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof convertTexts> = {
  'convert.title': 'Convertir',
};
