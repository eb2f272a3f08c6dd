import type { adminCreditTexts } from '../adminCredit.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-credit screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof adminCreditTexts> = {
  'adminCredit.title': 'Rechargement',
};
