import type { AreaLocale } from '../areaTexts.js';
import type { cryptoWithdrawTexts } from '../cryptoWithdraw.js';

/** The crypto-withdraw screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof cryptoWithdrawTexts> = {
  'cryptoWithdraw.title': 'Retrait de crypto',
};
