import type { adminCompanyProfileTexts } from '../adminCompanyProfile.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-company-profile screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof adminCompanyProfileTexts> = {
  'adminCompanyProfile.title': 'Unternehmen',
  'adminCompanyProfile.notFound': 'Dieses Unternehmen wurde nicht gefunden.',
  'adminCompanyProfile.legalType': 'Rechtsform',
  'adminCompanyProfile.status': 'Status',
  'adminCompanyProfile.statusEnabled': 'Aktiviert',
  'adminCompanyProfile.statusDisabled': 'Deaktiviert',
  'adminCompanyProfile.edit': 'Unternehmen bearbeiten',
  'adminCompanyProfile.enabled': 'Unternehmen aktiviert',
  'adminCompanyProfile.features': 'Funktionen',
  'adminCompanyProfile.feature.affiliation': 'Affiliation',
  'adminCompanyProfile.feature.crypto': 'Krypto',
  'adminCompanyProfile.feature.portals': 'Portale',
  'adminCompanyProfile.feature.psp_portal': 'PSP-Portal',
  'adminCompanyProfile.feature.create_accounts': 'Konten anlegen',
  'adminCompanyProfile.types': 'Unternehmenstypen',
  'adminCompanyProfile.nodeType': 'Knotentyp',
  'adminCompanyProfile.save': 'Speichern',
  'adminCompanyProfile.saved': 'Das Unternehmen wurde gespeichert.',
  'adminCompanyProfile.employees': 'Mitarbeitende',
  'adminCompanyProfile.compliances': 'Compliance-Prüfungen',
  'adminCompanyProfile.employeeCompliances': 'Compliance der Mitarbeitenden',
  'adminCompanyProfile.noCompliances': 'Keine Compliance-Prüfungen.',
  'adminCompanyProfile.col.employee': 'Mitarbeitende Person',
  'adminCompanyProfile.col.name': 'Name',
  'adminCompanyProfile.col.email': 'E-Mail',
  'adminCompanyProfile.col.role': 'Rolle',
};
