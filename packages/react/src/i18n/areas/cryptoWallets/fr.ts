import type { AreaLocale } from '../areaTexts.js';
import type { cryptoWalletsTexts } from '../cryptoWallets.js';

/** The crypto-wallets screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof cryptoWalletsTexts> = {
  'cryptoWallets.title': 'Portefeuilles crypto',
  'cryptoWallets.listTitle': 'Portefeuilles enregistrés',
  'cryptoWallets.createTitle': 'Nouveau portefeuille',
  'cryptoWallets.name': 'Nom',
  'cryptoWallets.currency': 'Devise',
  'cryptoWallets.currencyOption': '{currency} ({network})',
  'cryptoWallets.wallet': 'Adresse du portefeuille',
  'cryptoWallets.walletHint': 'Une adresse {network}.',
  'cryptoWallets.create': 'Créer le portefeuille',
  'cryptoWallets.search': 'Rechercher par nom ou adresse',
  'cryptoWallets.empty': 'Aucun portefeuille trouvé.',
  'cryptoWallets.notAllowed':
    'Les portefeuilles crypto nécessitent la fonction crypto et l’authentification à deux facteurs.',
  'cryptoWallets.loadFailed': 'Les portefeuilles n’ont pas pu être chargés.',
  'cryptoWallets.deleteTitle': 'Supprimer le portefeuille',
  'cryptoWallets.delete': 'Supprimer',
  'cryptoWallets.deleteOf': 'Supprimer le portefeuille {name}',
  'cryptoWallets.deleteFailed': 'Le portefeuille n’a pas pu être supprimé.',
  'cryptoWallets.invalid': 'Vérifiez les champs signalés.',
  'cryptoWallets.nameRequired': 'Le nom est obligatoire.',
  'cryptoWallets.address.empty': 'Saisissez l’adresse du portefeuille.',
  'cryptoWallets.address.format': 'Ce n’est pas une adresse {network} valide.',
  'cryptoWallets.address.checksum':
    'La somme de contrôle de cette adresse {network} est fausse : vérifiez les fautes de frappe.',
  'cryptoWallets.col.name': 'Nom',
  'cryptoWallets.col.currency': 'Devise',
  'cryptoWallets.col.network': 'Réseau',
  'cryptoWallets.col.wallet': 'Adresse',
  'cryptoWallets.col.actions': 'Actions',
};
