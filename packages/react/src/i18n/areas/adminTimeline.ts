import { type Area, defineArea } from './areaTexts.js';

const en = {
  'adminTimeline.title': 'Timeline',
} as const;

/**
 * Texts of the admin-timeline screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const adminTimelineTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./adminTimeline/de.js').then((m) => m.de),
  es: () => import('./adminTimeline/es.js').then((m) => m.es),
  fr: () => import('./adminTimeline/fr.js').then((m) => m.fr),
  ja: () => import('./adminTimeline/ja.js').then((m) => m.ja),
});
