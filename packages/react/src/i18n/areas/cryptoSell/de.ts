import type { AreaLocale } from '../areaTexts.js';
import type { cryptoSellTexts } from '../cryptoSell.js';

/** The crypto-sell screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof cryptoSellTexts> = {
  'cryptoSell.title': 'Krypto verkaufen',
  'cryptoSell.pay': 'Sie verkaufen',
  'cryptoSell.receive': 'Sie erhalten (Fiat)',
  'cryptoSell.submit': 'Krypto verkaufen',
  'cryptoSell.created': 'Verkauf {name} angelegt ({status}).',
  'cryptoSell.noAccounts': 'Es gibt kein Krypto-Konto, das verkauft werden kann.',
  'cryptoSell.from': 'Von Konto',
  'cryptoSell.to': 'Auf Konto',
  'cryptoSell.network': 'Netzwerk',
  'cryptoSell.wallet': 'Gespeichertes Wallet',
  'cryptoSell.walletNone': 'Wallet wählen',
  'cryptoSell.accountOption': '{name} ({available} {currency} verfügbar)',
};
