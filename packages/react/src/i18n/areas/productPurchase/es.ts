import type { AreaLocale } from '../areaTexts.js';
import type { productPurchaseTexts } from '../productPurchase.js';

/** The product-purchase screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof productPurchaseTexts> = {
  'productPurchase.title': 'Compra',
  'productPurchase.loading': 'Cargando el producto…',
  'productPurchase.notFound': 'Este producto no está disponible.',
  'productPurchase.loadFailed': 'No se pudo cargar el producto. Inténtelo de nuevo más tarde.',
  'productPurchase.imageAlt': 'Imagen de {name}',
  'productPurchase.price': 'Precio',
  'productPurchase.seller': 'Vendido por {seller}',
  'productPurchase.pay': 'Pagar {amount} {currency}',
  'productPurchase.failed': 'No se pudo crear la billetera de pago. Inténtelo de nuevo.',
  'productPurchase.walletTitle': 'Pago',
  'productPurchase.instructions':
    'Envíe exactamente {amount} {currency} en la red {network} a esta dirección, o escanee el código QR con su billetera.',
  'productPurchase.address': 'Dirección',
  'productPurchase.link': 'Enlace de pago',
  'productPurchase.amount': 'Importe',
  'productPurchase.copyAddress': 'Copiar dirección',
  'productPurchase.copyLink': 'Copiar enlace',
  'productPurchase.copied': 'Copiado.',
  'productPurchase.copyFailed': 'No se pudo copiar.',
  'productPurchase.qr': 'Código QR del enlace de pago',
  'productPurchase.status': 'Estado',
  'productPurchase.status.waiting': 'Esperando su pago…',
  'productPurchase.status.paid': 'Pagado. ¡Gracias!',
  'productPurchase.paidAt': 'Pagado el {time}',
  'productPurchase.statusFailed': 'No se pudo comprobar el estado; se volverá a intentar.',
};
