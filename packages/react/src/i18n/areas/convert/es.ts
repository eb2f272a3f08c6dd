import type { AreaLocale } from '../areaTexts.js';
import type { convertTexts } from '../convert.js';

/** The convert screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof convertTexts> = {
  'convert.title': 'Convertir',
};
