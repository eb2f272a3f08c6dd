import type { AreaLocale } from '../areaTexts.js';
import type { walletsTexts } from '../wallets.js';

/** The wallets area in German: every English key, by type. */
export const de: AreaLocale<typeof walletsTexts> = {
  'wallet.created': 'Wallet {name} erfolgreich erstellt',
  'wallet.removed': 'Wallet erfolgreich entfernt',
  'wallet.deleteConfirm': 'Möchten Sie dieses Wallet wirklich löschen?',
  'wallet.deleteYes': 'Ja',
  'wallet.deleteNo': 'Nein',
};
