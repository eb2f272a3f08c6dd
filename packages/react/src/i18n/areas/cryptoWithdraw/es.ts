import type { AreaLocale } from '../areaTexts.js';
import type { cryptoWithdrawTexts } from '../cryptoWithdraw.js';

/** The crypto-withdraw screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof cryptoWithdrawTexts> = {
  'cryptoWithdraw.title': 'Retirar cripto',
};
