import type { adminCreditTexts } from '../adminCredit.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-credit screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof adminCreditTexts> = {
  'adminCredit.title': 'Recarga',
};
