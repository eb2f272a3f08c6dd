import type { AreaLocale } from '../areaTexts.js';
import type { cryptoReceiveTexts } from '../cryptoReceive.js';

/** The crypto-receive screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof cryptoReceiveTexts> = {
  'cryptoReceive.title': '暗号資産の受取',
};
