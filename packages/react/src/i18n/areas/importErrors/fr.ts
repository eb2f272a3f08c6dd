import type { AreaLocale } from '../areaTexts.js';
import type { importErrorsTexts } from '../importErrors.js';

/** The import errors' sentences in French: every English key, by type. */
export const fr: AreaLocale<typeof importErrorsTexts> = {
  'importErrors.cell': 'Ligne {row}, {column} : {hint}',
  'importErrors.col.amount': 'Montant',
  'importErrors.col.transfer_service': 'Service de virement',
  'importErrors.col.customer_legal_type': 'Type de bénéficiaire',
  'importErrors.col.customer_name': 'Nom du bénéficiaire',
  'importErrors.col.customer_first_name': 'Prénom',
  'importErrors.col.customer_last_name': 'Nom',
  'importErrors.col.customer_iban': 'IBAN',
  'importErrors.col.customer_account': 'Numéro de compte',
  'importErrors.col.customer_sort_code': 'Sort code',
  'importErrors.col.customer_street': 'Rue',
  'importErrors.col.customer_city': 'Ville',
  'importErrors.col.customer_post_code': 'Code postal',
  'importErrors.col.customer_country': 'Pays du bénéficiaire',
  'importErrors.col.customer_ref_message': 'Référence',
  'importErrors.col.bank_swift': 'BIC (SWIFT)',
  'importErrors.col.bank_name': 'Nom de la banque',
  'importErrors.col.bank_country': 'Pays de la banque',
  'importErrors.hint.amount':
    'saisissez un montant tel que {example}, dans la limite du solde et des plafonds du compte.',
  'importErrors.hint.service': 'saisissez un service de virement tel que sepa ou swift.',
  'importErrors.hint.legalType': 'saisissez company ou individual.',
  'importErrors.hint.iban':
    'saisissez l’IBAN du bénéficiaire, par exemple DE89 3704 0044 0532 0130 00.',
  'importErrors.hint.country': 'saisissez un code pays à deux lettres tel que DE.',
  'importErrors.hint.swift': 'saisissez un BIC de 8 ou 11 caractères, par exemple DEUTDEFF.',
  'importErrors.hint.required': 'remplissez cette cellule ; le service de virement l’exige.',
  'importErrors.hint.other': 'vérifiez cette cellule avec le modèle.',
};
