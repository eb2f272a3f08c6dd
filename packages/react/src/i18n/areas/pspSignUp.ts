import { type Area, defineArea } from './areaTexts.js';

const en = {
  'pspSignUp.title': 'PSP sign-up',
  'pspSignUp.website': 'Website',
  'pspSignUp.business': 'Business description',
  'pspSignUp.volume': 'Expected monthly volume',
  'pspSignUp.volumeHint': 'An amount in EUR, like 25000.00',
  'pspSignUp.fieldErrors.website': "Enter the website's address, such as https://example.com.",
  'pspSignUp.fieldErrors.monthly_volume':
    'Enter the monthly volume as an amount in EUR, such as 25000.00.',
  'pspSignUp.fieldErrors.accept_terms': 'Accept the terms to sign up.',
  'pspSignUp.terms': 'I accept the terms of the payment provider',
  'pspSignUp.submit': 'Sign up',
  'pspSignUp.update': 'Update the sign-up',
  'pspSignUp.done': 'Signed up as merchant {merchant}.',
  'pspSignUp.already':
    'Your company is signed up as merchant {merchant}; sending the form again updates its answers.',
} as const;

/**
 * Texts of the psp-sign-up screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const pspSignUpTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./pspSignUp/de.js').then((m) => m.de),
  es: () => import('./pspSignUp/es.js').then((m) => m.es),
  fr: () => import('./pspSignUp/fr.js').then((m) => m.fr),
  ja: () => import('./pspSignUp/ja.js').then((m) => m.ja),
});
