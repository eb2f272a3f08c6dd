import { type Area, defineArea } from './areaTexts.js';

const en = {
  'importOverview.title': 'Import',
  'importOverview.heading': 'Import #{id}: {file}',
  'importOverview.notFound': 'This import was not found.',
  'importOverview.back': 'All imports',
  'importOverview.errorsTitle': 'Row errors',
} as const;

/**
 * Texts of the import-overview screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const importOverviewTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./importOverview/de.js').then((m) => m.de),
  es: () => import('./importOverview/es.js').then((m) => m.es),
  fr: () => import('./importOverview/fr.js').then((m) => m.fr),
  ja: () => import('./importOverview/ja.js').then((m) => m.ja),
});
