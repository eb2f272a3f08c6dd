import type { AreaLocale } from '../areaTexts.js';
import type { cryptoReceiveTexts } from '../cryptoReceive.js';

/** The crypto-receive screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof cryptoReceiveTexts> = {
  'cryptoReceive.title': 'Réception de crypto',
};
