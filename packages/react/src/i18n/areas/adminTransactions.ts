import { type Area, defineArea } from './areaTexts.js';

const en = {
  'adminTransactions.title': 'Transactions',
} as const;

/**
 * Texts of the admin-transactions screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const adminTransactionsTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./adminTransactions/de.js').then((m) => m.de),
  es: () => import('./adminTransactions/es.js').then((m) => m.es),
  fr: () => import('./adminTransactions/fr.js').then((m) => m.fr),
  ja: () => import('./adminTransactions/ja.js').then((m) => m.ja),
});
