import type { adminCreditTexts } from '../adminCredit.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-credit screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof adminCreditTexts> = {
  'adminCredit.title': 'Rechargement',
  'adminCredit.account': 'Compte',
  'adminCredit.accountOption': '{company} : {name} ({available} {currency})',
  'adminCredit.company': 'Entreprise',
  'adminCredit.amount': 'Montant',
  'adminCredit.note': 'Note',
  'adminCredit.submit': 'Recharger',
  'adminCredit.confirmTitle': 'Confirmer le rechargement',
  'adminCredit.confirmText':
    'Le compte est crédité immédiatement. Vérifiez le montant et le compte.',
  'adminCredit.confirm': 'Créditer le compte',
  'adminCredit.done': '{amount} crédités sur {name}. Solde disponible : {balance}.',
  'adminCredit.noAccounts': 'Aucun compte d’entreprise à recharger.',
};
