import type { AreaLocale } from '../areaTexts.js';
import type { cryptoReceiveTexts } from '../cryptoReceive.js';

/** The crypto-receive screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof cryptoReceiveTexts> = {
  'cryptoReceive.title': 'Réception de crypto',
  'cryptoReceive.fiatHint': '{currency} (environ {fiat})',
  'cryptoReceive.clear': 'Nouveau dépôt',
  'cryptoReceive.toAccount': 'Vers le compte',
  'cryptoReceive.accountOption': '{name} ({total} {currency})',
  'cryptoReceive.network': 'Réseau',
  'cryptoReceive.amount': 'Montant',
  'cryptoReceive.autoSell': 'Vendre automatiquement à l’arrivée',
  'cryptoReceive.addressTitle': 'Adresse de dépôt',
  'cryptoReceive.address': 'Adresse',
  'cryptoReceive.link': 'Lien de paiement',
  'cryptoReceive.copyAddress': 'Copier l’adresse',
  'cryptoReceive.copyLink': 'Copier le lien',
  'cryptoReceive.copied': 'Copié dans le presse-papiers.',
  'cryptoReceive.copyFailed': 'Le navigateur n’a pas autorisé la copie.',
  'cryptoReceive.qr': 'Code QR du lien de paiement',
  'cryptoReceive.submit': 'Demander un dépôt',
  'cryptoReceive.requested': 'Demande de dépôt {name} créée ({status}).',
  'cryptoReceive.received': 'Dépôt reçu : {amount}. Nouveau solde {total}.',
  'cryptoReceive.walletFailed': 'L’adresse de dépôt n’a pas pu être chargée.',
  'cryptoReceive.noAccounts': 'Aucun compte crypto pour recevoir.',
};
