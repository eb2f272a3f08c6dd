import { type Area, defineArea } from './areaTexts.js';

const en = {
  'adminDashboard.title': 'Dashboard',
} as const;

/**
 * Texts of the admin-dashboard screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const adminDashboardTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./adminDashboard/de.js').then((m) => m.de),
  es: () => import('./adminDashboard/es.js').then((m) => m.es),
  fr: () => import('./adminDashboard/fr.js').then((m) => m.fr),
  ja: () => import('./adminDashboard/ja.js').then((m) => m.ja),
});
