import type { AreaLocale } from '../areaTexts.js';
import type { cryptoBuyTexts } from '../cryptoBuy.js';

/** The crypto-buy screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof cryptoBuyTexts> = {
  'cryptoBuy.title': 'Comprar cripto',
  'cryptoBuy.pay': 'Usted paga',
  'cryptoBuy.receive': 'Usted recibe (cripto)',
  'cryptoBuy.submit': 'Comprar cripto',
  'cryptoBuy.created': 'Compra {name} creada ({status}).',
  'cryptoBuy.noAccounts': 'No hay ninguna cuenta fiat que pueda comprar cripto.',
  'cryptoBuy.from': 'Desde la cuenta',
  'cryptoBuy.to': 'A la cuenta',
  'cryptoBuy.network': 'Red',
  'cryptoBuy.wallet': 'Billetera guardada',
  'cryptoBuy.walletNone': 'Elija una billetera',
  'cryptoBuy.accountOption': '{name} ({available} {currency} disponibles)',
};
