import type { AreaLocale } from '../areaTexts.js';
import type { cryptoWalletsTexts } from '../cryptoWallets.js';

/** The crypto-wallets screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof cryptoWalletsTexts> = {
  'cryptoWallets.title': 'Krypto-Wallets',
};
