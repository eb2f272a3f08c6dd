import type { AreaLocale } from '../areaTexts.js';
import type { pspAccountsTexts } from '../pspAccounts.js';

/** The psp-accounts screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof pspAccountsTexts> = {
  'pspAccounts.title': 'Cuentas PSP',
  'pspAccounts.caption': 'Cuentas y sus cuentas PSP',
  'pspAccounts.account': 'Cuenta',
  'pspAccounts.currency': 'Moneda',
  'pspAccounts.iban': 'IBAN',
  'pspAccounts.pspAccounts': 'Cuentas PSP',
  'pspAccounts.collection': 'Cobro',
  'pspAccounts.settlement': 'Liquidación',
  'pspAccounts.active': 'Activa',
  'pspAccounts.revoked': 'Token revocado',
  'pspAccounts.revoke': 'Revocar token',
  'pspAccounts.revokeOf': 'Revocar el token {type} de {account}',
  'pspAccounts.open': 'Abrir',
  'pspAccounts.typeOf': 'Tipo de cuenta PSP para {account}',
  'pspAccounts.chooseType': 'Elija un tipo',
  'pspAccounts.none': 'Ninguna aún',
  'pspAccounts.empty': 'No hay cuentas fiat para abrir en el proveedor de pagos.',
  'pspAccounts.issued':
    'El token de API de la cuenta {type} de {account}. Cópielo ahora: no se vuelve a mostrar.',
  'pspAccounts.revokedDone': 'El token {type} de {account} está revocado.',
  'pspAccounts.loadFailed': 'No se pudieron cargar las cuentas. Inténtelo de nuevo más tarde.',
};
