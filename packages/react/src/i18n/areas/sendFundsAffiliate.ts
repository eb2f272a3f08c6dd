import { type Area, defineArea } from './areaTexts.js';

const en = {
  'sendFundsAffiliate.title': 'Send funds to the affiliate owner',
  'sendFundsAffiliate.owner': 'Affiliate owner',
  'sendFundsAffiliate.ownerLine':
    'The funds go to {name}, the company your company is an affiliate of.',
  'sendFundsAffiliate.fromAccount': 'From account',
  'sendFundsAffiliate.toAccount': 'To account of the owner',
  'sendFundsAffiliate.accountOption': '{name} · {available} {currency} available',
  'sendFundsAffiliate.amount': 'Amount',
  'sendFundsAffiliate.submit': 'Send funds',
  'sendFundsAffiliate.sent': '{amount} {currency} sent to {name} ({transaction}).',
  'sendFundsAffiliate.notAffiliate': 'Your company is not an affiliate of another company.',
  'sendFundsAffiliate.loadFailed': 'The affiliate owner could not be loaded. Please try again.',
  'sendFundsAffiliate.chooseAccount': 'Choose an account',
  'sendFundsAffiliate.noTargets': 'The owner has no account in {currency}.',
  'sendFundsAffiliate.failed': 'The funds could not be sent.',
  'sendFundsAffiliate.summaryTo': 'To',
} as const;

/**
 * Texts of the send-funds-affiliate screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const sendFundsAffiliateTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./sendFundsAffiliate/de.js').then((m) => m.de),
  es: () => import('./sendFundsAffiliate/es.js').then((m) => m.es),
  fr: () => import('./sendFundsAffiliate/fr.js').then((m) => m.fr),
  ja: () => import('./sendFundsAffiliate/ja.js').then((m) => m.ja),
});
