import { type Area, defineArea } from './areaTexts.js';

const en = {
  'productPurchase.title': 'Purchase',
  'productPurchase.loading': 'Loading the product…',
  'productPurchase.notFound': 'This product is not available.',
  'productPurchase.loadFailed': 'The product could not be loaded. Please try again later.',
  'productPurchase.imageAlt': 'Image of {name}',
  'productPurchase.price': 'Price',
  'productPurchase.seller': 'Sold by {seller}',
  'productPurchase.pay': 'Pay {amount} {currency}',
  'productPurchase.failed': 'The payment wallet could not be created. Please try again.',
  'productPurchase.walletTitle': 'Payment',
  'productPurchase.instructions':
    'Send exactly {amount} {currency} on the {network} network to this address, or scan the QR code with your wallet.',
  'productPurchase.address': 'Address',
  'productPurchase.link': 'Payment link',
  'productPurchase.amount': 'Amount',
  'productPurchase.copyAddress': 'Copy address',
  'productPurchase.copyLink': 'Copy link',
  'productPurchase.copied': 'Copied.',
  'productPurchase.copyFailed': 'Could not copy.',
  'productPurchase.qr': 'QR code of the payment link',
  'productPurchase.status': 'Status',
  'productPurchase.status.waiting': 'Waiting for your payment…',
  'productPurchase.status.paid': 'Paid. Thank you!',
  'productPurchase.paidAt': 'Paid at {time}',
  'productPurchase.statusFailed': 'The status could not be checked; trying again.',
} as const;

/**
 * Texts of the product-purchase screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const productPurchaseTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./productPurchase/de.js').then((m) => m.de),
  es: () => import('./productPurchase/es.js').then((m) => m.es),
  fr: () => import('./productPurchase/fr.js').then((m) => m.fr),
  ja: () => import('./productPurchase/ja.js').then((m) => m.ja),
});
