import type { AreaLocale } from '../areaTexts.js';
import type { sendFundsAffiliateTexts } from '../sendFundsAffiliate.js';

/** The send-funds-affiliate screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof sendFundsAffiliateTexts> = {
  'sendFundsAffiliate.title': 'Envoyer des fonds au propriétaire affilié',
  'sendFundsAffiliate.owner': 'Propriétaire affilié',
  'sendFundsAffiliate.ownerLine':
    'Les fonds vont à {name}, la société dont votre société est affiliée.',
  'sendFundsAffiliate.fromAccount': 'Depuis le compte',
  'sendFundsAffiliate.toAccount': 'Vers le compte du propriétaire',
  'sendFundsAffiliate.accountOption': '{name} · {available} {currency} disponibles',
  'sendFundsAffiliate.amount': 'Montant',
  'sendFundsAffiliate.submit': 'Envoyer les fonds',
  'sendFundsAffiliate.sent': '{amount} {currency} envoyés à {name} ({transaction}).',
  'sendFundsAffiliate.notAffiliate': 'Votre société n’est affiliée à aucune autre société.',
  'sendFundsAffiliate.loadFailed':
    'Le propriétaire affilié n’a pas pu être chargé. Veuillez réessayer.',
  'sendFundsAffiliate.chooseAccount': 'Choisissez un compte',
  'sendFundsAffiliate.noTargets': 'Le propriétaire n’a aucun compte en {currency}.',
  'sendFundsAffiliate.failed': 'Les fonds n’ont pas pu être envoyés.',
  'sendFundsAffiliate.summaryTo': 'Vers',
};
