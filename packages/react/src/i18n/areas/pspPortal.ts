import { type Area, defineArea } from './areaTexts.js';

const en = {
  'pspPortal.title': 'PSP portal',
  'pspPortal.notEnabled': 'The PSP portal is not enabled for your company.',
  'pspPortal.signedUp': 'Your company is signed up as merchant {merchant}.',
  'pspPortal.notSignedUp': 'Your company is not signed up to the PSP portal yet.',
  'pspPortal.loadFailed': 'The PSP portal could not be loaded. Please try again later.',
  'pspPortal.lookup': 'Payment lookup',
  'pspPortal.paymentId': 'Payment id',
  'pspPortal.lookUp': 'Look up',
  'pspPortal.payment': 'Payment {id}',
  'pspPortal.type': 'Type',
  'pspPortal.status': 'Status',
  'pspPortal.amount': 'Amount',
  'pspPortal.reference': 'Reference',
  'pspPortal.created': 'Created',
} as const;

/**
 * Texts of the PSP portal screens: English here, in the chunk that uses them; the other
 * locales are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const pspPortalTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./pspPortal/de.js').then((m) => m.de),
  es: () => import('./pspPortal/es.js').then((m) => m.es),
  fr: () => import('./pspPortal/fr.js').then((m) => m.fr),
  ja: () => import('./pspPortal/ja.js').then((m) => m.ja),
});
