import type { AreaLocale } from '../areaTexts.js';
import type { importOverviewTexts } from '../importOverview.js';

/** The import-overview screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof importOverviewTexts> = {
  'importOverview.title': 'Importation',
  'importOverview.heading': 'Importation #{id} : {file}',
  'importOverview.notFound': 'Cette importation est introuvable.',
  'importOverview.back': 'Toutes les importations',
  'importOverview.errorsTitle': 'Erreurs par ligne',
};
