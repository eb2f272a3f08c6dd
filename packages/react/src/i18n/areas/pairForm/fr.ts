import type { AreaLocale } from '../areaTexts.js';
import type { pairFormTexts } from '../pairForm.js';

/** The transfer, exchange and convert form in French: every English key, by type. */
export const fr: AreaLocale<typeof pairFormTexts> = {
  'pair.from': 'Depuis le compte',
  'pair.to': 'Vers le compte',
  'pair.amount': 'Montant',
  'pair.received': 'Montant reçu',
  'pair.accountOption': '{name} : {available} {currency} disponibles',
  'pair.noPartner': '{name} : aucun compte ne peut en recevoir',
  'pair.noTarget': 'Aucun compte ne peut recevoir depuis celui-ci.',
  'pair.noAccounts': 'Aucun compte depuis lequel déplacer de l’argent.',
  'pair.submitTransfer': 'Virer',
  'pair.submitExchange': 'Changer',
  'pair.submitConvert': 'Convertir',
  'pair.created': 'Transaction {name} créée ({status}).',
  'pair.view': 'Voir la transaction',
};
