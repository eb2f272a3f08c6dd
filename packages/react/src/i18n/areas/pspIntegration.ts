import { type Area, defineArea } from './areaTexts.js';

const en = {
  'pspIntegration.title': 'PSP integration',
  'pspIntegration.notSignedUp':
    'Sign up to the PSP portal first: the integration details follow from the sign-up.',
  'pspIntegration.merchant': 'Merchant id',
  'pspIntegration.website': 'Website',
  'pspIntegration.quickLogin': 'Quick login link',
  'pspIntegration.quickLoginHint':
    'The payment provider signs your users in with a one-time key it mints for each link.',
  'pspIntegration.depositLink': 'Deposit withdrawal link',
  'pspIntegration.depositHint':
    'Opens a withdrawal to your PSP balance, prefilled and locked except the reference.',
  'pspIntegration.activeAccounts': 'Active PSP accounts',
  'pspIntegration.noAccounts': 'No active PSP accounts: open one on the accounts page.',
  'pspIntegration.tokenEnding': 'token ending {hint}',
} as const;

/**
 * Texts of the psp-integration screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const pspIntegrationTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./pspIntegration/de.js').then((m) => m.de),
  es: () => import('./pspIntegration/es.js').then((m) => m.es),
  fr: () => import('./pspIntegration/fr.js').then((m) => m.fr),
  ja: () => import('./pspIntegration/ja.js').then((m) => m.ja),
});
