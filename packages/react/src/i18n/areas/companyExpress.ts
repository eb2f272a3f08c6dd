import { type Area, defineArea } from './areaTexts.js';

const en = {
  'companyExpress.title': 'Company data',
  'companyExpress.name': 'Company name',
  'companyExpress.legalType': 'Legal type',
  'companyExpress.legal.company': 'Company',
  'companyExpress.legal.individual': 'Individual',
  'companyExpress.save': 'Save',
  'companyExpress.nameRefused': 'Enter the company name, at most 200 characters.',
  'companyExpress.legalTypeRefused': 'Choose company or individual.',
  'companyExpress.failed': 'The company data could not be saved. Please try again.',
  'companyExpress.loadFailed': 'This company could not be loaded.',
} as const;

/**
 * Texts of the express data entry modal for company data (PP-2.5-10): English here, in the
 * modal's chunk; the other locales are chunks of their own, downloaded with the locale.
 */
export const companyExpressTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./companyExpress/de.js').then((m) => m.de),
  es: () => import('./companyExpress/es.js').then((m) => m.es),
  fr: () => import('./companyExpress/fr.js').then((m) => m.fr),
  ja: () => import('./companyExpress/ja.js').then((m) => m.ja),
});
