import type { adminCreditTexts } from '../adminCredit.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-credit screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof adminCreditTexts> = {
  'adminCredit.title': 'Recarga',
  'adminCredit.account': 'Cuenta',
  'adminCredit.accountOption': '{company}: {name} ({available} {currency})',
  'adminCredit.company': 'Empresa',
  'adminCredit.amount': 'Importe',
  'adminCredit.note': 'Nota',
  'adminCredit.submit': 'Recargar',
  'adminCredit.confirmTitle': 'Confirmar la recarga',
  'adminCredit.confirmText': 'Esto abona la cuenta de inmediato. Compruebe el importe y la cuenta.',
  'adminCredit.confirm': 'Abonar la cuenta',
  'adminCredit.done': 'Se abonaron {amount} a {name}. Saldo disponible ahora: {balance}.',
  'adminCredit.noAccounts': 'No hay cuentas de empresa para recargar.',
};
