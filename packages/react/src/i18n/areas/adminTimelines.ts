import { type Area, defineArea } from './areaTexts.js';

const en = {
  'adminTimelines.title': 'Timelines',
  'adminTimelines.class.transactions': 'Transactions',
  'adminTimelines.class.users': 'Users',
  'adminTimelines.class.companies': 'Companies',
  'adminTimelines.class.bank-accounts': 'Bank accounts',
  'adminTimelines.col.id': 'ID',
  'adminTimelines.col.name': 'Name',
  'adminTimelines.col.created': 'Created',
  'adminTimelines.empty': 'No entities in this class.',
  'adminTimelines.unknownClass': 'There is no timeline for this kind of entity.',
} as const;

/**
 * Texts of the admin-timelines screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const adminTimelinesTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./adminTimelines/de.js').then((m) => m.de),
  es: () => import('./adminTimelines/es.js').then((m) => m.es),
  fr: () => import('./adminTimelines/fr.js').then((m) => m.fr),
  ja: () => import('./adminTimelines/ja.js').then((m) => m.ja),
});
