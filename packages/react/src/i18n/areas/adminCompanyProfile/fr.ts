import type { adminCompanyProfileTexts } from '../adminCompanyProfile.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-company-profile screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof adminCompanyProfileTexts> = {
  'adminCompanyProfile.title': 'Entreprise',
  'adminCompanyProfile.notFound': 'Cette entreprise est introuvable.',
  'adminCompanyProfile.legalType': 'Forme juridique',
  'adminCompanyProfile.status': 'Statut',
  'adminCompanyProfile.statusEnabled': 'Activée',
  'adminCompanyProfile.statusDisabled': 'Désactivée',
  'adminCompanyProfile.edit': 'Modifier l’entreprise',
  'adminCompanyProfile.enabled': 'Entreprise activée',
  'adminCompanyProfile.features': 'Fonctions',
  'adminCompanyProfile.feature.affiliation': 'Affiliation',
  'adminCompanyProfile.feature.crypto': 'Crypto',
  'adminCompanyProfile.feature.portals': 'Portails',
  'adminCompanyProfile.feature.psp_portal': 'Portail PSP',
  'adminCompanyProfile.feature.create_accounts': 'Créer des comptes',
  'adminCompanyProfile.types': 'Types d’entreprise',
  'adminCompanyProfile.nodeType': 'Type de nœud',
  'adminCompanyProfile.save': 'Enregistrer',
  'adminCompanyProfile.saved': 'L’entreprise a été enregistrée.',
  'adminCompanyProfile.employees': 'Employés',
  'adminCompanyProfile.compliances': 'Suivis de conformité',
  'adminCompanyProfile.employeeCompliances': 'Conformité des employés',
  'adminCompanyProfile.noCompliances': 'Aucun suivi de conformité.',
  'adminCompanyProfile.col.employee': 'Employé',
  'adminCompanyProfile.col.name': 'Nom',
  'adminCompanyProfile.col.email': 'E-mail',
  'adminCompanyProfile.col.role': 'Rôle',
};
