import type { adminTransactionsTexts } from '../adminTransactions.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-transactions screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof adminTransactionsTexts> = {
  'adminTransactions.title': 'Transactions',
  'adminTransactions.title.api': 'Action de l’administrateur requise',
  'adminTransactions.col.company': 'Entreprise',
  'adminTransactions.col.choose': 'Choisir',
  'adminTransactions.col.action': 'Action',
  'adminTransactions.choose': 'Choisir {name}',
  'adminTransactions.approve': 'Approuver',
  'adminTransactions.approveOne': 'Approuver {name}',
  'adminTransactions.approveChosen': 'Approuver la sélection ({n})',
  'adminTransactions.choosePage': 'Tout choisir sur cette page',
  'adminTransactions.clear': 'Effacer la sélection',
  'adminTransactions.approved': 'Paiements approuvés : {n}.',
  'adminTransactions.refused': 'Non envoyés, leur entreprise n’est pas un nœud racine : {ids}.',
  'adminTransactions.failed': 'L’approbation a échoué. Réessayez.',
  'adminTransactions.notRoot': 'Pas un nœud racine',
  'adminTransactions.decline': 'Refuser',
  'adminTransactions.declineOne': 'Refuser {name}',
  'adminTransactions.declineChosen': 'Refuser la sélection ({n})',
  'adminTransactions.declined': 'Paiements refusés : {n}.',
  'adminTransactions.declineFailed': 'Le refus a échoué. Réessayez.',
  'adminTransactions.approveTitle': 'Approuver des paiements API',
  'adminTransactions.approveText': 'Les paiements approuvés sont transmis pour être payés.',
  'adminTransactions.confirmApprove': 'Approuver les paiements',
  'adminTransactions.declineTitle': 'Refuser des paiements API',
  'adminTransactions.declineText':
    'Les paiements refusés sont rejetés et leur argent revient sur le compte. Le motif est inscrit dans l’historique de chaque paiement.',
  'adminTransactions.confirmDecline': 'Refuser les paiements',
  'adminTransactions.summary': 'Paiements : {n}. Total : {total}.',
  'adminTransactions.reason': 'Motif',
  'adminTransactions.reasonRequired': 'Indiquez le motif du refus.',
  'adminTransactions.reasonTooLong': 'Le motif peut compter au plus {max} caractères.',
};
