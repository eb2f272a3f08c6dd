import type { adminCreditTexts } from '../adminCredit.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-credit screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof adminCreditTexts> = {
  'adminCredit.title': 'Aufladung',
};
