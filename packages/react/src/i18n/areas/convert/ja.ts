import type { AreaLocale } from '../areaTexts.js';
import type { convertTexts } from '../convert.js';

/** The convert screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof convertTexts> = {
  'convert.title': '変換',
};
