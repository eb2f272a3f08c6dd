import type { AreaLocale } from '../areaTexts.js';
import type { pspAccountsTexts } from '../pspAccounts.js';

/** The psp-accounts screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof pspAccountsTexts> = {
  'pspAccounts.title': 'Comptes PSP',
  'pspAccounts.caption': 'Comptes et leurs comptes PSP',
  'pspAccounts.account': 'Compte',
  'pspAccounts.currency': 'Devise',
  'pspAccounts.iban': 'IBAN',
  'pspAccounts.pspAccounts': 'Comptes PSP',
  'pspAccounts.collection': 'Encaissement',
  'pspAccounts.settlement': 'Règlement',
  'pspAccounts.active': 'Actif',
  'pspAccounts.revoked': 'Jeton révoqué',
  'pspAccounts.revoke': 'Révoquer le jeton',
  'pspAccounts.revokeOf': 'Révoquer le jeton {type} de {account}',
  'pspAccounts.open': 'Ouvrir',
  'pspAccounts.typeOf': 'Type de compte PSP pour {account}',
  'pspAccounts.chooseType': 'Choisir un type',
  'pspAccounts.none': 'Aucun pour le moment',
  'pspAccounts.empty': 'Aucun compte fiat à ouvrir chez le prestataire de paiement.',
  'pspAccounts.issued':
    "Le jeton d'API du compte {type} de {account}. Copiez-le maintenant : il ne sera plus affiché.",
  'pspAccounts.revokedDone': 'Le jeton {type} de {account} est révoqué.',
  'pspAccounts.loadFailed': "Les comptes n'ont pas pu être chargés. Veuillez réessayer plus tard.",
};
