import type { AreaLocale } from '../areaTexts.js';
import type { cryptoWalletsTexts } from '../cryptoWallets.js';

/** The crypto-wallets screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof cryptoWalletsTexts> = {
  'cryptoWallets.title': 'Billeteras cripto',
};
