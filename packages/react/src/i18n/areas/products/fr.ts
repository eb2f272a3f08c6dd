import type { AreaLocale } from '../areaTexts.js';
import type { productsTexts } from '../products.js';

/** The products screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof productsTexts> = {
  'products.title': 'Produits',
  'products.list.title': 'Vos produits',
  'products.list.empty': 'Aucun produit pour l’instant.',
  'products.col.image': 'Image',
  'products.col.name': 'Nom',
  'products.col.price': 'Prix',
  'products.col.link': 'Lien d’achat',
  'products.col.createdAt': 'Créé le',
  'products.col.actions': 'Actions',
  'products.imageAlt': 'Image de {name}',
  'products.copyLink': 'Copier le lien',
  'products.copyLinkLabel': 'Copier le lien d’achat de {name}',
  'products.copied': 'Lien copié.',
  'products.copyFailed': 'Le lien n’a pas pu être copié.',
  'products.edit': 'Modifier',
  'products.editLabel': 'Modifier {name}',
  'products.form.new': 'Nouveau produit',
  'products.form.edit': 'Modifier {name}',
  'products.field.name': 'Nom',
  'products.field.description': 'Description',
  'products.field.price': 'Prix',
  'products.field.account': 'Payé sur (compte crypto)',
  'products.field.image': 'Image',
  'products.chooseAccount': 'Choisissez un compte crypto',
  'products.imageHint': 'PNG, JPEG, GIF, WebP ou ICO, 1 Mo au plus.',
  'products.create': 'Créer le produit',
  'products.save': 'Enregistrer',
  'products.cancel': 'Annuler',
  'products.saved': 'Produit enregistré.',
  'products.failed': 'Le produit n’a pas pu être enregistré.',
  'products.noCryptoAccount':
    'Les produits sont payés sur un compte crypto ; votre entreprise n’en a pas encore.',
};
