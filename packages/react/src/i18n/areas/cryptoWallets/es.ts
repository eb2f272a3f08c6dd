import type { AreaLocale } from '../areaTexts.js';
import type { cryptoWalletsTexts } from '../cryptoWallets.js';

/** The crypto-wallets screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof cryptoWalletsTexts> = {
  'cryptoWallets.title': 'Billeteras cripto',
  'cryptoWallets.listTitle': 'Billeteras guardadas',
  'cryptoWallets.createTitle': 'Nueva billetera',
  'cryptoWallets.name': 'Nombre',
  'cryptoWallets.currency': 'Moneda',
  'cryptoWallets.currencyOption': '{currency} ({network})',
  'cryptoWallets.wallet': 'Dirección de la billetera',
  'cryptoWallets.walletHint': 'Una dirección de {network}.',
  'cryptoWallets.create': 'Crear billetera',
  'cryptoWallets.search': 'Buscar por nombre o dirección',
  'cryptoWallets.empty': 'No se encontraron billeteras.',
  'cryptoWallets.notAllowed':
    'Las billeteras cripto requieren la función cripto y la autenticación de dos factores.',
  'cryptoWallets.loadFailed': 'No se pudieron cargar las billeteras.',
  'cryptoWallets.deleteTitle': 'Eliminar billetera',
  'cryptoWallets.delete': 'Eliminar',
  'cryptoWallets.deleteOf': 'Eliminar la billetera {name}',
  'cryptoWallets.deleteFailed': 'No se pudo eliminar la billetera.',
  'cryptoWallets.invalid': 'Revise los campos marcados.',
  'cryptoWallets.nameRequired': 'El nombre es obligatorio.',
  'cryptoWallets.address.empty': 'Introduzca la dirección de la billetera.',
  'cryptoWallets.address.format': 'No es una dirección de {network} válida.',
  'cryptoWallets.address.checksum':
    'La suma de verificación de esta dirección de {network} no es correcta: revise si hay errores.',
  'cryptoWallets.col.name': 'Nombre',
  'cryptoWallets.col.currency': 'Moneda',
  'cryptoWallets.col.network': 'Red',
  'cryptoWallets.col.wallet': 'Dirección',
  'cryptoWallets.col.actions': 'Acciones',
};
