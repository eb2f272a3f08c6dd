import { type Area, defineArea } from './areaTexts.js';

const en = {
  'adminCredit.title': 'Top-up',
  'adminCredit.account': 'Account',
  'adminCredit.accountOption': '{company}: {name} ({available} {currency})',
  'adminCredit.company': 'Company',
  'adminCredit.amount': 'Amount',
  'adminCredit.note': 'Note',
  'adminCredit.submit': 'Top up',
  'adminCredit.confirmTitle': 'Confirm the top-up',
  'adminCredit.confirmText': 'This credits the account at once. Check the amount and the account.',
  'adminCredit.confirm': 'Credit the account',
  'adminCredit.done': 'Credited {amount} to {name}. Available balance now: {balance}.',
  'adminCredit.noAccounts': 'There are no company accounts to top up.',
} as const;

/**
 * Texts of the admin-credit screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const adminCreditTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./adminCredit/de.js').then((m) => m.de),
  es: () => import('./adminCredit/es.js').then((m) => m.es),
  fr: () => import('./adminCredit/fr.js').then((m) => m.fr),
  ja: () => import('./adminCredit/ja.js').then((m) => m.ja),
});
