import type { AreaLocale } from '../areaTexts.js';
import type { cryptoBuyTexts } from '../cryptoBuy.js';

/** The crypto-buy screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof cryptoBuyTexts> = {
  'cryptoBuy.title': 'Krypto kaufen',
  'cryptoBuy.pay': 'Sie zahlen',
  'cryptoBuy.receive': 'Sie erhalten (Krypto)',
  'cryptoBuy.submit': 'Krypto kaufen',
  'cryptoBuy.created': 'Kauf {name} angelegt ({status}).',
  'cryptoBuy.noAccounts': 'Es gibt kein Fiat-Konto, das Krypto kaufen kann.',
  'cryptoBuy.from': 'Von Konto',
  'cryptoBuy.to': 'Auf Konto',
  'cryptoBuy.network': 'Netzwerk',
  'cryptoBuy.wallet': 'Gespeichertes Wallet',
  'cryptoBuy.walletNone': 'Wallet wählen',
  'cryptoBuy.accountOption': '{name} ({available} {currency} verfügbar)',
};
