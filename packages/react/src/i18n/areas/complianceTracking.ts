import { type Area, defineArea } from './areaTexts.js';

const en = {
  'complianceTracking.title': 'Compliance tracking #{id}',
  'complianceTracking.loading': 'Loading the tracking…',
  'complianceTracking.loadError': 'The tracking could not be loaded.',
  'complianceTracking.retry': 'Try again',
  'complianceTracking.notFound':
    'This tracking was not found. It may belong to another company or have been removed.',
  'complianceTracking.asked':
    'These files are asked for. Upload each missing or declined document here: PDF, PNG or JPEG, at most 1 MB.',
  'complianceTracking.done': 'Every file of this tracking is verified.',
  'complianceTracking.readOnly':
    'Only a manager can hand in these files; you can follow their state here.',
  'complianceTracking.steps': 'Steps',
} as const;

/**
 * Texts of one compliance tracking's page (what is asked, each file's state, the uploads):
 * with that page's lazy chunk, not with the lists that show trackings.
 */
export const complianceTrackingTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./complianceTracking/de.js').then((m) => m.de),
  es: () => import('./complianceTracking/es.js').then((m) => m.es),
  fr: () => import('./complianceTracking/fr.js').then((m) => m.fr),
  ja: () => import('./complianceTracking/ja.js').then((m) => m.ja),
});
