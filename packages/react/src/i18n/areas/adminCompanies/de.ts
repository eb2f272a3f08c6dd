import type { adminCompaniesTexts } from '../adminCompanies.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-companies screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof adminCompaniesTexts> = {
  'adminCompanies.title': 'Unternehmen',
  'adminCompanies.col.name': 'Name',
  'adminCompanies.col.status': 'Status',
  'adminCompanies.col.legalType': 'Rechtsform',
  'adminCompanies.col.types': 'Unternehmenstypen',
  'adminCompanies.col.nodeType': 'Knotentyp',
  'adminCompanies.quickEdit': 'Schnell bearbeiten',
  'adminCompanies.quickEditFor': '{name} schnell bearbeiten',
  'adminCompanies.enabled': 'Aktiviert',
  'adminCompanies.disabled': 'Deaktiviert',
};
