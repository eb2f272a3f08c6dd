import type { adminCompaniesTexts } from '../adminCompanies.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-companies screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof adminCompaniesTexts> = {
  'adminCompanies.title': 'Entreprises',
  'adminCompanies.col.name': 'Nom',
  'adminCompanies.col.status': 'Statut',
  'adminCompanies.col.legalType': 'Forme juridique',
  'adminCompanies.col.types': 'Types d’entreprise',
  'adminCompanies.col.nodeType': 'Type de nœud',
  'adminCompanies.quickEdit': 'Modification rapide',
  'adminCompanies.quickEditFor': 'Modification rapide de {name}',
  'adminCompanies.enabled': 'Activée',
  'adminCompanies.disabled': 'Désactivée',
};
