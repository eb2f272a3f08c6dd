import type { AreaLocale } from '../areaTexts.js';
import type { cryptoReceiveTexts } from '../cryptoReceive.js';

/** The crypto-receive screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof cryptoReceiveTexts> = {
  'cryptoReceive.title': 'Recibir cripto',
};
