import type { AreaLocale } from '../areaTexts.js';
import type { cryptoReceiveTexts } from '../cryptoReceive.js';

/** The crypto-receive screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof cryptoReceiveTexts> = {
  'cryptoReceive.title': 'Krypto empfangen',
};
