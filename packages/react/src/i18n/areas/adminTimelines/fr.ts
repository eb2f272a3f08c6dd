import type { adminTimelinesTexts } from '../adminTimelines.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-timelines screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof adminTimelinesTexts> = {
  'adminTimelines.title': 'Chronologies',
  'adminTimelines.class.transactions': 'Transactions',
  'adminTimelines.class.users': 'Utilisateurs',
  'adminTimelines.class.companies': 'Entreprises',
  'adminTimelines.class.bank-accounts': 'Comptes bancaires',
  'adminTimelines.col.id': 'ID',
  'adminTimelines.col.name': 'Nom',
  'adminTimelines.col.created': 'Créé',
  'adminTimelines.empty': 'Aucune entité dans cette classe.',
  'adminTimelines.unknownClass': 'Il n’y a pas de chronologie pour ce type d’entité.',
};
