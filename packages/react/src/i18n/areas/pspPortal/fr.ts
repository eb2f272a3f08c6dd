import type { AreaLocale } from '../areaTexts.js';
import type { pspPortalTexts } from '../pspPortal.js';

/** The PSP portal screens' texts in French: every English key, by type. */
export const fr: AreaLocale<typeof pspPortalTexts> = {
  'pspPortal.title': 'Portail PSP',
  'pspPortal.notEnabled': "Le portail PSP n'est pas activé pour votre entreprise.",
  'pspPortal.signedUp': 'Votre entreprise est inscrite comme marchand {merchant}.',
  'pspPortal.notSignedUp': "Votre entreprise n'est pas encore inscrite au portail PSP.",
  'pspPortal.loadFailed': "Le portail PSP n'a pas pu être chargé. Veuillez réessayer plus tard.",
  'pspPortal.lookup': 'Rechercher un paiement',
  'pspPortal.paymentId': 'Identifiant du paiement',
  'pspPortal.lookUp': 'Rechercher',
  'pspPortal.payment': 'Paiement {id}',
  'pspPortal.type': 'Type',
  'pspPortal.status': 'Statut',
  'pspPortal.amount': 'Montant',
  'pspPortal.reference': 'Référence',
  'pspPortal.created': 'Créé',
};
