import type { AreaLocale } from '../areaTexts.js';
import type { cryptoBuyTexts } from '../cryptoBuy.js';

/** The crypto-buy screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof cryptoBuyTexts> = {
  'cryptoBuy.title': 'Achat de crypto',
  'cryptoBuy.pay': 'Vous payez',
  'cryptoBuy.receive': 'Vous recevez (crypto)',
  'cryptoBuy.submit': 'Acheter de la crypto',
  'cryptoBuy.created': 'Achat {name} créé ({status}).',
  'cryptoBuy.noAccounts': 'Aucun compte fiat ne peut acheter de crypto.',
  'cryptoBuy.from': 'Depuis le compte',
  'cryptoBuy.to': 'Vers le compte',
  'cryptoBuy.network': 'Réseau',
  'cryptoBuy.wallet': 'Portefeuille enregistré',
  'cryptoBuy.walletNone': 'Choisissez un portefeuille',
  'cryptoBuy.accountOption': '{name} ({available} {currency} disponibles)',
};
