import { type Area, defineArea } from './areaTexts.js';

const en = {
  'adminIntegrity.title': 'Bank account integrity',
  'adminIntegrity.intro':
    "A check compares the account's balance with the sum of its ledger postings and stores the result.",
  'adminIntegrity.account': 'Account',
  'adminIntegrity.accountOption': '{company}: {name} ({currency})',
  'adminIntegrity.accountsFailed': 'The accounts could not be loaded.',
  'adminIntegrity.run': 'Run check',
  'adminIntegrity.ok': 'Balanced',
  'adminIntegrity.mismatch': 'Difference',
  'adminIntegrity.resultLine': '{name}: balance {balance}, sum of postings {sum}.',
  'adminIntegrity.results': 'Check results',
  'adminIntegrity.empty': 'No check has run yet.',
  'adminIntegrity.checkedAt': 'Checked',
  'adminIntegrity.verdict': 'Result',
  'adminIntegrity.balance': 'Balance',
  'adminIntegrity.ledgerSum': 'Sum of postings',
  'adminIntegrity.difference': 'Difference',
} as const;

/**
 * Texts of the admin-integrity screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const adminIntegrityTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./adminIntegrity/de.js').then((m) => m.de),
  es: () => import('./adminIntegrity/es.js').then((m) => m.es),
  fr: () => import('./adminIntegrity/fr.js').then((m) => m.fr),
  ja: () => import('./adminIntegrity/ja.js').then((m) => m.ja),
});
