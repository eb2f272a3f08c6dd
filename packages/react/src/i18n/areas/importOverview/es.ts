import type { AreaLocale } from '../areaTexts.js';
import type { importOverviewTexts } from '../importOverview.js';

/** The import-overview screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof importOverviewTexts> = {
  'importOverview.title': 'Importación',
  'importOverview.heading': 'Importación #{id}: {file}',
  'importOverview.notFound': 'No se encontró esta importación.',
  'importOverview.back': 'Todas las importaciones',
  'importOverview.errorsTitle': 'Errores por fila',
};
