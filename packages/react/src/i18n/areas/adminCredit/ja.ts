import type { adminCreditTexts } from '../adminCredit.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-credit screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof adminCreditTexts> = {
  'adminCredit.title': '入金',
};
