import type { AreaLocale } from '../areaTexts.js';
import type { cryptoWalletsTexts } from '../cryptoWallets.js';

/** The crypto-wallets screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof cryptoWalletsTexts> = {
  'cryptoWallets.title': 'Portefeuilles crypto',
};
