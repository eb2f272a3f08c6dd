import type { AreaLocale } from '../areaTexts.js';
import type { cryptoReceiveTexts } from '../cryptoReceive.js';

/** The crypto-receive screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof cryptoReceiveTexts> = {
  'cryptoReceive.title': 'Krypto empfangen',
  'cryptoReceive.fiatHint': '{currency} (etwa {fiat})',
  'cryptoReceive.clear': 'Neue Einzahlung',
  'cryptoReceive.toAccount': 'Auf Konto',
  'cryptoReceive.accountOption': '{name} ({total} {currency})',
  'cryptoReceive.network': 'Netzwerk',
  'cryptoReceive.amount': 'Betrag',
  'cryptoReceive.autoSell': 'Bei Eingang automatisch verkaufen',
  'cryptoReceive.addressTitle': 'Einzahlungsadresse',
  'cryptoReceive.address': 'Adresse',
  'cryptoReceive.link': 'Zahlungslink',
  'cryptoReceive.copyAddress': 'Adresse kopieren',
  'cryptoReceive.copyLink': 'Link kopieren',
  'cryptoReceive.copied': 'In die Zwischenablage kopiert.',
  'cryptoReceive.copyFailed': 'Der Browser hat das Kopieren nicht erlaubt.',
  'cryptoReceive.qr': 'QR-Code des Zahlungslinks',
  'cryptoReceive.submit': 'Einzahlung anfordern',
  'cryptoReceive.requested': 'Einzahlungsanforderung {name} angelegt ({status}).',
  'cryptoReceive.received': 'Einzahlung eingegangen: {amount}. Neuer Saldo {total}.',
  'cryptoReceive.walletFailed': 'Die Einzahlungsadresse konnte nicht geladen werden.',
  'cryptoReceive.noAccounts': 'Es gibt kein Krypto-Konto für Einzahlungen.',
};
