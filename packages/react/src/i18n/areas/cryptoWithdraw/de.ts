import type { AreaLocale } from '../areaTexts.js';
import type { cryptoWithdrawTexts } from '../cryptoWithdraw.js';

/** The crypto-withdraw screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof cryptoWithdrawTexts> = {
  'cryptoWithdraw.title': 'Krypto auszahlen',
};
