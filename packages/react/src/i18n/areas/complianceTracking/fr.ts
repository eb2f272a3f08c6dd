import type { AreaLocale } from '../areaTexts.js';
import type { complianceTrackingTexts } from '../complianceTracking.js';

/** One compliance tracking's page in French: every English key, by type. */
export const fr: AreaLocale<typeof complianceTrackingTexts> = {
  'complianceTracking.title': 'Suivi de conformité n° {id}',
  'complianceTracking.loading': 'Chargement du suivi…',
  'complianceTracking.loadError': 'Le suivi n’a pas pu être chargé.',
  'complianceTracking.retry': 'Réessayer',
  'complianceTracking.notFound':
    'Ce suivi est introuvable. Il appartient peut-être à une autre entreprise ou a été supprimé.',
  'complianceTracking.asked':
    'Ces fichiers sont demandés. Envoyez ici chaque document manquant ou refusé : PDF, PNG ou JPEG, 1 Mo au maximum.',
  'complianceTracking.done': 'Tous les fichiers de ce suivi sont vérifiés.',
  'complianceTracking.readOnly':
    'Seul un gestionnaire peut remettre ces fichiers ; vous pouvez suivre leur état ici.',
  'complianceTracking.steps': 'Étapes',
};
