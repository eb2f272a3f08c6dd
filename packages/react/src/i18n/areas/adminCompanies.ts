import { type Area, defineArea } from './areaTexts.js';

const en = {
  'adminCompanies.title': 'Companies',
  'adminCompanies.col.name': 'Name',
  'adminCompanies.col.status': 'Status',
  'adminCompanies.col.legalType': 'Legal type',
  'adminCompanies.col.types': 'Company types',
  'adminCompanies.col.nodeType': 'Node type',
  'adminCompanies.quickEdit': 'Quick edit',
  'adminCompanies.quickEditFor': 'Quick edit of {name}',
  'adminCompanies.enabled': 'Enabled',
  'adminCompanies.disabled': 'Disabled',
} as const;

/**
 * Texts of the admin-companies screen: English here, in the chunk that uses them; the other
 * locales are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const adminCompaniesTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./adminCompanies/de.js').then((m) => m.de),
  es: () => import('./adminCompanies/es.js').then((m) => m.es),
  fr: () => import('./adminCompanies/fr.js').then((m) => m.fr),
  ja: () => import('./adminCompanies/ja.js').then((m) => m.ja),
});
