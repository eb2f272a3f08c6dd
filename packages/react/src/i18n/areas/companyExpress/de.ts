import type { AreaLocale } from '../areaTexts.js';
import type { companyExpressTexts } from '../companyExpress.js';

/** The express data entry modal's texts in German: every English key, by type. */
export const de: AreaLocale<typeof companyExpressTexts> = {
  'companyExpress.title': 'Unternehmensdaten',
  'companyExpress.name': 'Unternehmensname',
  'companyExpress.legalType': 'Rechtsform',
  'companyExpress.legal.company': 'Unternehmen',
  'companyExpress.legal.individual': 'Einzelperson',
  'companyExpress.save': 'Speichern',
  'companyExpress.nameRefused': 'Geben Sie den Unternehmensnamen ein, höchstens 200 Zeichen.',
  'companyExpress.legalTypeRefused': 'Wählen Sie Unternehmen oder Einzelperson.',
  'companyExpress.failed':
    'Die Unternehmensdaten konnten nicht gespeichert werden. Bitte versuchen Sie es erneut.',
  'companyExpress.loadFailed': 'Dieses Unternehmen konnte nicht geladen werden.',
};
