import type { AreaLocale } from '../areaTexts.js';
import type { sendFundsAffiliateTexts } from '../sendFundsAffiliate.js';

/** The send-funds-affiliate screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof sendFundsAffiliateTexts> = {
  'sendFundsAffiliate.title': 'Geld an den Affiliate-Inhaber senden',
  'sendFundsAffiliate.owner': 'Affiliate-Inhaber',
  'sendFundsAffiliate.ownerLine':
    'Das Geld geht an {name}, das Unternehmen, dessen Affiliate Ihr Unternehmen ist.',
  'sendFundsAffiliate.fromAccount': 'Von Konto',
  'sendFundsAffiliate.toAccount': 'An Konto des Inhabers',
  'sendFundsAffiliate.accountOption': '{name} · {available} {currency} verfügbar',
  'sendFundsAffiliate.amount': 'Betrag',
  'sendFundsAffiliate.submit': 'Geld senden',
  'sendFundsAffiliate.sent': '{amount} {currency} an {name} gesendet ({transaction}).',
  'sendFundsAffiliate.notAffiliate':
    'Ihr Unternehmen ist kein Affiliate eines anderen Unternehmens.',
  'sendFundsAffiliate.loadFailed':
    'Der Affiliate-Inhaber konnte nicht geladen werden. Bitte erneut versuchen.',
  'sendFundsAffiliate.chooseAccount': 'Konto wählen',
  'sendFundsAffiliate.noTargets': 'Der Inhaber hat kein Konto in {currency}.',
  'sendFundsAffiliate.failed': 'Das Geld konnte nicht gesendet werden.',
  'sendFundsAffiliate.summaryTo': 'An',
};
