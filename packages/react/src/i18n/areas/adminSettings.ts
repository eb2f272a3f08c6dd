import { type Area, defineArea } from './areaTexts.js';

const en = {
  'adminSettings.title': 'Settings',
} as const;

/**
 * Texts of the admin-settings screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const adminSettingsTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./adminSettings/de.js').then((m) => m.de),
  es: () => import('./adminSettings/es.js').then((m) => m.es),
  fr: () => import('./adminSettings/fr.js').then((m) => m.fr),
  ja: () => import('./adminSettings/ja.js').then((m) => m.ja),
});
