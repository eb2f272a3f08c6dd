import type { adminCheckHistoryTexts } from '../adminCheckHistory.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-check-history screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof adminCheckHistoryTexts> = {
  'adminCheckHistory.title': 'Historique des contrôles',
  'adminCheckHistory.empty': 'Aucun enregistrement de contrôle.',
  'adminCheckHistory.show': 'Afficher',
  'adminCheckHistory.all': 'Tous les enregistrements',
  'adminCheckHistory.onlyFailed': 'Déséquilibrés seulement',
  'adminCheckHistory.balanced': 'Équilibré',
  'adminCheckHistory.unbalanced': 'Déséquilibré',
  'adminCheckHistory.col.transaction': 'Transaction',
  'adminCheckHistory.col.verdict': 'Contrôle comptable',
  'adminCheckHistory.col.company': 'Entreprise',
  'adminCheckHistory.col.type': 'Type',
  'adminCheckHistory.col.date': 'Date',
  'adminCheckHistory.col.postings': 'Écritures',
  'adminCheckHistory.col.currencies': 'Devises',
};
