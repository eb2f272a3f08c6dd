import { type Area, defineArea } from './areaTexts.js';

const en = {
  'adminComplianceReview.title': 'Compliance review',
} as const;

/**
 * Texts of the admin-compliance-review screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const adminComplianceReviewTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./adminComplianceReview/de.js').then((m) => m.de),
  es: () => import('./adminComplianceReview/es.js').then((m) => m.es),
  fr: () => import('./adminComplianceReview/fr.js').then((m) => m.fr),
  ja: () => import('./adminComplianceReview/ja.js').then((m) => m.ja),
});
