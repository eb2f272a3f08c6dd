import { type Area, defineArea } from './areaTexts.js';

const en = {
  'portalServices.title': 'Portal Services',
  'portalServices.services': 'Services',
  'portalServices.status.attached': 'Signed up',
  'portalServices.status.available': 'Available',
  'portalServices.status.unavailable': 'Not available',
  'portalServices.notEnabled': 'Portal services are not enabled for your company.',
  'portalServices.unavailableHint': 'This portal service is not available to your company.',
  'portalServices.signIn': 'Sign in to {service}',
  'portalServices.signInHint': 'The portal opens in a new tab.',
  'portalServices.signInFailed': 'The portal could not be opened. Please try again.',
  'portalServices.popupBlocked':
    'Your browser blocked the new tab. Allow pop-ups for this site, or open the portal here:',
  'portalServices.openPortal': 'Open {service}',
  'portalServices.remoteAccounts': 'Remote accounts',
  'portalServices.noRemoteAccounts': 'No remote accounts could be loaded.',
  'portalServices.account': 'Account',
  'portalServices.currency': 'Currency',
  'portalServices.iban': 'IBAN',
  'portalServices.balance': 'Balance',
  'portalServices.autoTransfer': 'Auto-transfer',
  'portalServices.autoTransferTo': 'Auto-transfer to',
  'portalServices.autoTransferOf': 'Auto-transfer of {account} to',
  'portalServices.chooseAccount': 'Choose an account',
  'portalServices.noTarget': 'No {currency} account to transfer to.',
  'portalServices.create': 'Set up',
  'portalServices.remove': 'Remove',
  'portalServices.removeOf': 'Remove the auto-transfer of {account}',
  'portalServices.autoTransferCreated': 'Auto-transfer set up.',
  'portalServices.autoTransferRemoved': 'Auto-transfer removed.',
  'portalServices.signUp': 'Sign up to {service}',
  'portalServices.signUpAs': 'Sign up as',
  'portalServices.asCompany': 'Company',
  'portalServices.asEmployee': 'Employee',
  'portalServices.companyName': 'Company name',
  'portalServices.registrationNumber': 'Registration number',
  'portalServices.country': 'Country',
  'portalServices.contactEmail': 'Contact email',
  'portalServices.firstName': 'First name',
  'portalServices.lastName': 'Last name',
  'portalServices.position': 'Position',
  'portalServices.acceptTerms': "I accept the portal's terms",
  'portalServices.signUpSubmit': 'Sign up',
  'portalServices.signedUp': 'You are signed up to {service}.',
  'portalServices.readOnly': 'Read-only users cannot change portal services.',
} as const;

/**
 * Texts of the portal-services screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const portalServicesTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./portalServices/de.js').then((m) => m.de),
  es: () => import('./portalServices/es.js').then((m) => m.es),
  fr: () => import('./portalServices/fr.js').then((m) => m.fr),
  ja: () => import('./portalServices/ja.js').then((m) => m.ja),
});
