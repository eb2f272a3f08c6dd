import type { AreaLocale } from '../areaTexts.js';
import type { cryptoWalletsTexts } from '../cryptoWallets.js';

/** The crypto-wallets screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof cryptoWalletsTexts> = {
  'cryptoWallets.title': '暗号資産ウォレット',
};
