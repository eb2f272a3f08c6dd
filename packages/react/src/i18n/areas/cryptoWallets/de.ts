import type { AreaLocale } from '../areaTexts.js';
import type { cryptoWalletsTexts } from '../cryptoWallets.js';

/** The crypto-wallets screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof cryptoWalletsTexts> = {
  'cryptoWallets.title': 'Krypto-Wallets',
  'cryptoWallets.listTitle': 'Gespeicherte Wallets',
  'cryptoWallets.createTitle': 'Neues Wallet',
  'cryptoWallets.name': 'Name',
  'cryptoWallets.currency': 'Währung',
  'cryptoWallets.currencyOption': '{currency} ({network})',
  'cryptoWallets.wallet': 'Wallet-Adresse',
  'cryptoWallets.walletHint': 'Eine {network}-Adresse.',
  'cryptoWallets.create': 'Wallet anlegen',
  'cryptoWallets.search': 'Nach Name oder Adresse suchen',
  'cryptoWallets.empty': 'Keine Wallets gefunden.',
  'cryptoWallets.notAllowed':
    'Krypto-Wallets erfordern die Krypto-Funktion und die Zwei-Faktor-Authentifizierung.',
  'cryptoWallets.loadFailed': 'Die Wallets konnten nicht geladen werden.',
  'cryptoWallets.deleteTitle': 'Wallet löschen',
  'cryptoWallets.delete': 'Löschen',
  'cryptoWallets.deleteOf': 'Wallet {name} löschen',
  'cryptoWallets.deleteFailed': 'Das Wallet konnte nicht gelöscht werden.',
  'cryptoWallets.invalid': 'Bitte prüfen Sie die markierten Felder.',
  'cryptoWallets.nameRequired': 'Der Name ist erforderlich.',
  'cryptoWallets.address.empty': 'Geben Sie die Wallet-Adresse ein.',
  'cryptoWallets.address.format': 'Dies ist keine gültige {network}-Adresse.',
  'cryptoWallets.address.checksum':
    'Die Prüfsumme dieser {network}-Adresse stimmt nicht: Bitte auf Tippfehler prüfen.',
  'cryptoWallets.col.name': 'Name',
  'cryptoWallets.col.currency': 'Währung',
  'cryptoWallets.col.network': 'Netzwerk',
  'cryptoWallets.col.wallet': 'Adresse',
  'cryptoWallets.col.actions': 'Aktionen',
};
