import type { AreaLocale } from '../areaTexts.js';
import type { productPurchaseTexts } from '../productPurchase.js';

/** The product-purchase screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof productPurchaseTexts> = {
  'productPurchase.title': 'Achat',
  'productPurchase.loading': 'Chargement du produit…',
  'productPurchase.notFound': 'Ce produit n’est pas disponible.',
  'productPurchase.loadFailed': 'Le produit n’a pas pu être chargé. Réessayez plus tard.',
  'productPurchase.imageAlt': 'Image de {name}',
  'productPurchase.price': 'Prix',
  'productPurchase.seller': 'Vendu par {seller}',
  'productPurchase.pay': 'Payer {amount} {currency}',
  'productPurchase.failed': 'Le portefeuille de paiement n’a pas pu être créé. Réessayez.',
  'productPurchase.walletTitle': 'Paiement',
  'productPurchase.instructions':
    'Envoyez exactement {amount} {currency} sur le réseau {network} à cette adresse, ou scannez le code QR avec votre portefeuille.',
  'productPurchase.address': 'Adresse',
  'productPurchase.link': 'Lien de paiement',
  'productPurchase.amount': 'Montant',
  'productPurchase.copyAddress': 'Copier l’adresse',
  'productPurchase.copyLink': 'Copier le lien',
  'productPurchase.copied': 'Copié.',
  'productPurchase.copyFailed': 'Copie impossible.',
  'productPurchase.qr': 'Code QR du lien de paiement',
  'productPurchase.status': 'Statut',
  'productPurchase.status.waiting': 'En attente de votre paiement…',
  'productPurchase.status.paid': 'Payé. Merci !',
  'productPurchase.paidAt': 'Payé le {time}',
  'productPurchase.statusFailed': 'Le statut n’a pas pu être vérifié ; nouvel essai.',
};
