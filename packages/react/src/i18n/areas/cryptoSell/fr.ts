import type { AreaLocale } from '../areaTexts.js';
import type { cryptoSellTexts } from '../cryptoSell.js';

/** The crypto-sell screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof cryptoSellTexts> = {
  'cryptoSell.title': 'Vendre des cryptos',
  'cryptoSell.pay': 'Vous vendez',
  'cryptoSell.receive': 'Vous recevez (fiat)',
  'cryptoSell.submit': 'Vendre des cryptos',
  'cryptoSell.created': 'Vente {name} créée ({status}).',
  'cryptoSell.noAccounts': 'Aucun compte crypto ne peut être vendu.',
  'cryptoSell.from': 'Depuis le compte',
  'cryptoSell.to': 'Vers le compte',
  'cryptoSell.network': 'Réseau',
  'cryptoSell.wallet': 'Portefeuille enregistré',
  'cryptoSell.walletNone': 'Choisissez un portefeuille',
  'cryptoSell.accountOption': '{name} ({available} {currency} disponibles)',
};
