import { type Area, defineArea } from './areaTexts.js';

const en = {
  'activityLogs.title': 'Activity logs',
} as const;

/**
 * Texts of the activity-logs screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const activityLogsTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./activityLogs/de.js').then((m) => m.de),
  es: () => import('./activityLogs/es.js').then((m) => m.es),
  fr: () => import('./activityLogs/fr.js').then((m) => m.fr),
  ja: () => import('./activityLogs/ja.js').then((m) => m.ja),
});
