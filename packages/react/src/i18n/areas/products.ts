import { type Area, defineArea } from './areaTexts.js';

const en = {
  'products.title': 'Products',
  'products.list.title': 'Your products',
  'products.list.empty': 'No products yet.',
  'products.col.image': 'Image',
  'products.col.name': 'Name',
  'products.col.price': 'Price',
  'products.col.link': 'Purchase link',
  'products.col.createdAt': 'Created at',
  'products.col.actions': 'Actions',
  'products.imageAlt': 'Image of {name}',
  'products.copyLink': 'Copy link',
  'products.copyLinkLabel': 'Copy the purchase link of {name}',
  'products.copied': 'Link copied.',
  'products.copyFailed': 'The link could not be copied.',
  'products.edit': 'Edit',
  'products.editLabel': 'Edit {name}',
  'products.form.new': 'New product',
  'products.form.edit': 'Edit {name}',
  'products.field.name': 'Name',
  'products.field.description': 'Description',
  'products.field.price': 'Price',
  'products.field.account': 'Paid to (crypto account)',
  'products.field.image': 'Image',
  'products.chooseAccount': 'Choose a crypto account',
  'products.imageHint': 'PNG, JPEG, GIF, WebP or ICO, at most 1 MB.',
  'products.create': 'Create product',
  'products.save': 'Save changes',
  'products.cancel': 'Cancel',
  'products.saved': 'Product saved.',
  'products.failed': 'The product could not be saved.',
  'products.noCryptoAccount': 'Products are paid to a crypto account; your company has none yet.',
} as const;

/**
 * Texts of the products screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const productsTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./products/de.js').then((m) => m.de),
  es: () => import('./products/es.js').then((m) => m.es),
  fr: () => import('./products/fr.js').then((m) => m.fr),
  ja: () => import('./products/ja.js').then((m) => m.ja),
});
