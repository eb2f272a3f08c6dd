import { type Area, defineArea } from './areaTexts.js';

const en = {
  'adminUser.title': 'User',
} as const;

/**
 * Texts of the admin-user screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const adminUserTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./adminUser/de.js').then((m) => m.de),
  es: () => import('./adminUser/es.js').then((m) => m.es),
  fr: () => import('./adminUser/fr.js').then((m) => m.fr),
  ja: () => import('./adminUser/ja.js').then((m) => m.ja),
});
