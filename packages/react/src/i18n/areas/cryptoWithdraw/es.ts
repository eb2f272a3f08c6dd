import type { AreaLocale } from '../areaTexts.js';
import type { cryptoWithdrawTexts } from '../cryptoWithdraw.js';

/** The crypto-withdraw screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof cryptoWithdrawTexts> = {
  'cryptoWithdraw.title': 'Retirar cripto',
  'cryptoWithdraw.fromAccount': 'Desde la cuenta',
  'cryptoWithdraw.accountOption': '{name} ({available} {currency} disponibles)',
  'cryptoWithdraw.amount': 'Importe',
  'cryptoWithdraw.network': 'Red',
  'cryptoWithdraw.wallet': 'Billetera guardada',
  'cryptoWithdraw.walletNone': 'Elija una billetera',
  'cryptoWithdraw.noWallets': 'Aún no hay ninguna billetera de {currency} guardada.',
  'cryptoWithdraw.manageWallets': 'Gestionar billeteras guardadas',
  'cryptoWithdraw.submit': 'Retirar',
  'cryptoWithdraw.created': 'Retiro {name} creado ({status}).',
  'cryptoWithdraw.noAccounts': 'No hay ninguna cuenta cripto desde la que retirar.',
};
