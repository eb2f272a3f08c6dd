import type { AreaLocale } from '../areaTexts.js';
import type { convertTexts } from '../convert.js';

/** The convert screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof convertTexts> = {
  'convert.title': 'Konvertieren',
};
