import type { AreaLocale } from '../areaTexts.js';
import type { cryptoSellTexts } from '../cryptoSell.js';

/** The crypto-sell screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof cryptoSellTexts> = {
  'cryptoSell.title': 'Vender cripto',
  'cryptoSell.pay': 'Usted vende',
  'cryptoSell.receive': 'Usted recibe (fiat)',
  'cryptoSell.submit': 'Vender cripto',
  'cryptoSell.created': 'Venta {name} creada ({status}).',
  'cryptoSell.noAccounts': 'No hay ninguna cuenta cripto que se pueda vender.',
  'cryptoSell.from': 'Desde la cuenta',
  'cryptoSell.to': 'A la cuenta',
  'cryptoSell.network': 'Red',
  'cryptoSell.wallet': 'Billetera guardada',
  'cryptoSell.walletNone': 'Elija una billetera',
  'cryptoSell.accountOption': '{name} ({available} {currency} disponibles)',
};
