import { type Area, defineArea } from './areaTexts.js';

const en = {
  'adminUsers.title': 'Users',
} as const;

/**
 * Texts of the admin-users screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const adminUsersTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./adminUsers/de.js').then((m) => m.de),
  es: () => import('./adminUsers/es.js').then((m) => m.es),
  fr: () => import('./adminUsers/fr.js').then((m) => m.fr),
  ja: () => import('./adminUsers/ja.js').then((m) => m.ja),
});
