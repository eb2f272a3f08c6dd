import type { AreaLocale } from '../areaTexts.js';
import type { cryptoWithdrawTexts } from '../cryptoWithdraw.js';

/** The crypto-withdraw screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof cryptoWithdrawTexts> = {
  'cryptoWithdraw.title': 'Krypto auszahlen',
  'cryptoWithdraw.fromAccount': 'Von Konto',
  'cryptoWithdraw.accountOption': '{name} ({available} {currency} verfügbar)',
  'cryptoWithdraw.amount': 'Betrag',
  'cryptoWithdraw.network': 'Netzwerk',
  'cryptoWithdraw.wallet': 'Gespeichertes Wallet',
  'cryptoWithdraw.walletNone': 'Wallet wählen',
  'cryptoWithdraw.noWallets': 'Noch kein gespeichertes {currency}-Wallet.',
  'cryptoWithdraw.manageWallets': 'Gespeicherte Wallets verwalten',
  'cryptoWithdraw.submit': 'Auszahlen',
  'cryptoWithdraw.created': 'Auszahlung {name} angelegt ({status}).',
  'cryptoWithdraw.noAccounts': 'Es gibt kein Krypto-Konto für eine Auszahlung.',
};
