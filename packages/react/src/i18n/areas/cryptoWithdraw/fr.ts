import type { AreaLocale } from '../areaTexts.js';
import type { cryptoWithdrawTexts } from '../cryptoWithdraw.js';

/** The crypto-withdraw screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof cryptoWithdrawTexts> = {
  'cryptoWithdraw.title': 'Retrait de crypto',
  'cryptoWithdraw.fromAccount': 'Depuis le compte',
  'cryptoWithdraw.accountOption': '{name} ({available} {currency} disponibles)',
  'cryptoWithdraw.amount': 'Montant',
  'cryptoWithdraw.network': 'Réseau',
  'cryptoWithdraw.wallet': 'Portefeuille enregistré',
  'cryptoWithdraw.walletNone': 'Choisissez un portefeuille',
  'cryptoWithdraw.noWallets': 'Aucun portefeuille {currency} enregistré.',
  'cryptoWithdraw.manageWallets': 'Gérer les portefeuilles enregistrés',
  'cryptoWithdraw.submit': 'Retirer',
  'cryptoWithdraw.created': 'Retrait {name} créé ({status}).',
  'cryptoWithdraw.noAccounts': 'Aucun compte crypto à partir duquel retirer.',
};
