import { type Area, defineArea } from './areaTexts.js';

// The wallet notices core hands over as codes (`NOTICE_CODE`): the spec's exact English,
// 'Wallet {name} created successfully' (PP-8-12), 'Wallet removed successfully' (PP-8-13),
// the delete confirmation with Yes and No (PP-5-23). The wallets screen will own this area.
const en = {
  'wallet.created': 'Wallet {name} created successfully',
  'wallet.removed': 'Wallet removed successfully',
  'wallet.deleteConfirm': 'Are you sure you want to delete this wallet?',
  'wallet.deleteYes': 'Yes',
  'wallet.deleteNo': 'No',
} as const;

/**
 * Texts of the wallets area: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const walletsTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./wallets/de.js').then((m) => m.de),
  es: () => import('./wallets/es.js').then((m) => m.es),
  fr: () => import('./wallets/fr.js').then((m) => m.fr),
  ja: () => import('./wallets/ja.js').then((m) => m.ja),
});
