import type { adminIntegrityTexts } from '../adminIntegrity.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-integrity screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof adminIntegrityTexts> = {
  'adminIntegrity.title': 'Intégrité des comptes',
  'adminIntegrity.intro':
    'Une vérification compare le solde du compte à la somme de ses écritures et enregistre le résultat.',
  'adminIntegrity.account': 'Compte',
  'adminIntegrity.accountOption': '{company} : {name} ({currency})',
  'adminIntegrity.accountsFailed': 'Les comptes n’ont pas pu être chargés.',
  'adminIntegrity.run': 'Lancer la vérification',
  'adminIntegrity.ok': 'Équilibré',
  'adminIntegrity.mismatch': 'Écart',
  'adminIntegrity.resultLine': '{name} : solde {balance}, somme des écritures {sum}.',
  'adminIntegrity.results': 'Résultats des vérifications',
  'adminIntegrity.empty': 'Aucune vérification pour l’instant.',
  'adminIntegrity.checkedAt': 'Vérifié',
  'adminIntegrity.verdict': 'Résultat',
  'adminIntegrity.balance': 'Solde',
  'adminIntegrity.ledgerSum': 'Somme des écritures',
  'adminIntegrity.difference': 'Écart',
};
