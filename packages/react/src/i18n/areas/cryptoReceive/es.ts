import type { AreaLocale } from '../areaTexts.js';
import type { cryptoReceiveTexts } from '../cryptoReceive.js';

/** The crypto-receive screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof cryptoReceiveTexts> = {
  'cryptoReceive.title': 'Recibir cripto',
  'cryptoReceive.fiatHint': '{currency} (aprox. {fiat})',
  'cryptoReceive.clear': 'Nuevo depósito',
  'cryptoReceive.toAccount': 'A la cuenta',
  'cryptoReceive.accountOption': '{name} ({total} {currency})',
  'cryptoReceive.network': 'Red',
  'cryptoReceive.amount': 'Importe',
  'cryptoReceive.autoSell': 'Vender automáticamente al recibir',
  'cryptoReceive.addressTitle': 'Dirección de depósito',
  'cryptoReceive.address': 'Dirección',
  'cryptoReceive.link': 'Enlace de pago',
  'cryptoReceive.copyAddress': 'Copiar dirección',
  'cryptoReceive.copyLink': 'Copiar enlace',
  'cryptoReceive.copied': 'Copiado al portapapeles.',
  'cryptoReceive.copyFailed': 'El navegador no permitió copiar.',
  'cryptoReceive.qr': 'Código QR del enlace de pago',
  'cryptoReceive.submit': 'Solicitar depósito',
  'cryptoReceive.requested': 'Solicitud de depósito {name} creada ({status}).',
  'cryptoReceive.received': 'Depósito recibido: {amount}. Nuevo saldo {total}.',
  'cryptoReceive.walletFailed': 'No se pudo cargar la dirección de depósito.',
  'cryptoReceive.noAccounts': 'No hay ninguna cuenta cripto en la que recibir.',
};
