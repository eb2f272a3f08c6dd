import type { AreaLocale } from '../areaTexts.js';
import type { importOverviewTexts } from '../importOverview.js';

/** The import-overview screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof importOverviewTexts> = {
  'importOverview.title': 'Import',
  'importOverview.heading': 'Import #{id}: {file}',
  'importOverview.notFound': 'Dieser Import wurde nicht gefunden.',
  'importOverview.back': 'Alle Importe',
  'importOverview.errorsTitle': 'Zeilenfehler',
};
