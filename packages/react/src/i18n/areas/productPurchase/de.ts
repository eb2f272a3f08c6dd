import type { AreaLocale } from '../areaTexts.js';
import type { productPurchaseTexts } from '../productPurchase.js';

/** The product-purchase screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof productPurchaseTexts> = {
  'productPurchase.title': 'Kauf',
  'productPurchase.loading': 'Produkt wird geladen …',
  'productPurchase.notFound': 'Dieses Produkt ist nicht verfügbar.',
  'productPurchase.loadFailed':
    'Das Produkt konnte nicht geladen werden. Bitte versuchen Sie es später erneut.',
  'productPurchase.imageAlt': 'Bild von {name}',
  'productPurchase.price': 'Preis',
  'productPurchase.seller': 'Verkauft von {seller}',
  'productPurchase.pay': '{amount} {currency} bezahlen',
  'productPurchase.failed':
    'Die Zahlungs-Wallet konnte nicht erstellt werden. Bitte erneut versuchen.',
  'productPurchase.walletTitle': 'Zahlung',
  'productPurchase.instructions':
    'Senden Sie genau {amount} {currency} im Netzwerk {network} an diese Adresse oder scannen Sie den QR-Code mit Ihrer Wallet.',
  'productPurchase.address': 'Adresse',
  'productPurchase.link': 'Zahlungslink',
  'productPurchase.amount': 'Betrag',
  'productPurchase.copyAddress': 'Adresse kopieren',
  'productPurchase.copyLink': 'Link kopieren',
  'productPurchase.copied': 'Kopiert.',
  'productPurchase.copyFailed': 'Kopieren nicht möglich.',
  'productPurchase.qr': 'QR-Code des Zahlungslinks',
  'productPurchase.status': 'Status',
  'productPurchase.status.waiting': 'Warten auf Ihre Zahlung …',
  'productPurchase.status.paid': 'Bezahlt. Vielen Dank!',
  'productPurchase.paidAt': 'Bezahlt am {time}',
  'productPurchase.statusFailed': 'Der Status konnte nicht geprüft werden; neuer Versuch folgt.',
};
