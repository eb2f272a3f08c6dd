import type { AreaLocale } from '../areaTexts.js';
import type { walletsTexts } from '../wallets.js';

/** The wallets area in French: every English key, by type. */
export const fr: AreaLocale<typeof walletsTexts> = {
  'wallet.created': 'Portefeuille {name} créé avec succès',
  'wallet.removed': 'Portefeuille supprimé avec succès',
  'wallet.deleteConfirm': 'Voulez-vous vraiment supprimer ce portefeuille ?',
  'wallet.deleteYes': 'Oui',
  'wallet.deleteNo': 'Non',
};
