import { type Area, defineArea } from './areaTexts.js';

const en = {
  'adminCompanyProfile.title': 'Company',
  'adminCompanyProfile.notFound': 'This company could not be found.',
  'adminCompanyProfile.legalType': 'Legal type',
  'adminCompanyProfile.status': 'Status',
  'adminCompanyProfile.statusEnabled': 'Enabled',
  'adminCompanyProfile.statusDisabled': 'Disabled',
  'adminCompanyProfile.edit': 'Edit the company',
  'adminCompanyProfile.enabled': 'Company enabled',
  'adminCompanyProfile.features': 'Features',
  'adminCompanyProfile.feature.affiliation': 'Affiliation',
  'adminCompanyProfile.feature.crypto': 'Crypto',
  'adminCompanyProfile.feature.portals': 'Portals',
  'adminCompanyProfile.feature.psp_portal': 'PSP portal',
  'adminCompanyProfile.feature.create_accounts': 'Create accounts',
  'adminCompanyProfile.types': 'Company types',
  'adminCompanyProfile.nodeType': 'Node type',
  'adminCompanyProfile.save': 'Save',
  'adminCompanyProfile.saved': 'The company was saved.',
  'adminCompanyProfile.employees': 'Employees',
  'adminCompanyProfile.compliances': 'Compliance trackings',
  'adminCompanyProfile.employeeCompliances': 'Employee compliances',
  'adminCompanyProfile.noCompliances': 'No compliance trackings.',
  'adminCompanyProfile.col.employee': 'Employee',
  'adminCompanyProfile.col.name': 'Name',
  'adminCompanyProfile.col.email': 'E-mail',
  'adminCompanyProfile.col.role': 'Role',
  'adminCompanyProfile.paymentServices': 'Payment services',
  'adminCompanyProfile.servicesFailed': 'The payment services could not be loaded.',
  'adminCompanyProfile.retry': 'Try again',
  'adminCompanyProfile.noServices': 'No payment services.',
  'adminCompanyProfile.notStarted': 'Not started',
  'adminCompanyProfile.startOnboarding': 'Start onboarding',
  'adminCompanyProfile.transitions': 'Onboarding transitions',
  'adminCompanyProfile.col.order': 'Step',
  'adminCompanyProfile.col.state': 'State',
  'adminCompanyProfile.col.result': 'Result',
  'adminCompanyProfile.pending': 'Pending',
  'adminCompanyProfile.noResult': 'No result',
  'adminCompanyProfile.applyNext': 'Apply next:',
  'adminCompanyProfile.editFields': 'Fields of',
  'adminCompanyProfile.noFields': 'This transition has no fields.',
  'adminCompanyProfile.saveFields': 'Save fields',
  'adminCompanyProfile.actionFailed': 'This could not be done. Please try again.',
} as const;

/**
 * Texts of the admin-company-profile screen: English here, in the chunk that uses them; the
 * other locales are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const adminCompanyProfileTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./adminCompanyProfile/de.js').then((m) => m.de),
  es: () => import('./adminCompanyProfile/es.js').then((m) => m.es),
  fr: () => import('./adminCompanyProfile/fr.js').then((m) => m.fr),
  ja: () => import('./adminCompanyProfile/ja.js').then((m) => m.ja),
});
