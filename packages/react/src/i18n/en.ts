import type { AreaMessageKey } from './areas/areaKeys.js';
import { type Area, defineArea } from './areas/areaTexts.js';

/**
 * The English of the shared texts: those of every screen (dialogs, sign-in, the form kit).
 * Texts the spec quotes are copied exactly (spelling included). Other locales fall back to
 * these (PP-1-10: only English carries product labels).
 */
export const en = {
  'rate.loading': 'Loading rate…',
  'rate.unavailable': 'Rate unavailable',
  'otp.title': 'Two-factor authentication',
  'otp.instructions': 'Enter the 6-digit code from your authenticator app.',
  'otp.digit': 'Digit {n} of 6',
  'otp.instructionsEmail':
    'We have sent a 6-digit code to your e-mail. Look in your inbox and enter it here.',
  'otp.approves': 'You are approving',
  'login.title': 'Log in',
  'login.email': 'E-mail',
  'login.password': 'Password',
  'login.submit': 'Log in',
  'login.failed': 'These credentials do not match our records.',
  'nav.logout': 'Logout',
  'alert.error': 'Error',
  'alert.warning': 'Warning',
  'dialog.close': 'Close',
  'dialog.cancel': 'Cancel',
  'common.loading': 'Loading…',
  'common.choose': 'Choose…',
  'field.amountUnreadable': 'Write it like 1,234.56.',
  'duplicate.title': 'Possible duplicate',
  'duplicate.text':
    'A payment with the same account, amount and payee was sent a moment ago. Send this one as well?',
  'duplicate.confirm': 'Send anyway',
  // Core's message codes (ERROR_CODE) and the session warning: the spec's exact English.
  'error.serverError': 'Server Error, please try again later',
  'error.serverErrorButton': 'Ok, got it!',
  'error.maintenance': 'Maintenance mode',
  'error.remotePortal': 'Remote portal is unavailable. Please try again later',
  'error.unauthorized': 'Unauthorized',
  'error.unexpected': 'Unexpected error occurred. Please try again later',
  'error.unknown': 'Unknown error',
  'error.codeAccepted': 'Code accepted. Verification process...',
  'error.codeNoAnswer': 'The server did not answer in time. Enter the code again to retry.',
  'session.warning': 'Your Session is About to Expire',
  'error.itemsIdArray': "Invalid request format. 'id' must be an array.",
  'error.chunkFailed': 'Loading chunk failed',
  'error.fieldRequired': 'This field is required.',
  'error.fieldAmount': 'Enter a valid amount, within what the account allows.',
  'error.fieldEmail': 'Check the e-mail address: it is not valid or already in use.',
  'error.fieldInvalid': 'Check {label}: it was not accepted.',
  'error.thisField': 'this field',
  'error.refused': 'This was not accepted. Check the details and try again.',
  'session.stay': 'Stay Logged In',
} as const;

/**
 * The shared texts, an area every screen uses: English in the runtime, the other locales a
 * chunk each, downloaded with the locale (`loadLocale`).
 */
export const sharedTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./de.js').then((m) => m.de),
  es: () => import('./es.js').then((m) => m.es),
  fr: () => import('./fr.js').then((m) => m.fr),
  ja: () => import('./ja.js').then((m) => m.ja),
});

/** A key of the shared texts (every screen ships them). */
type CoreMessageKey = keyof typeof en;
/**
 * A message key: the shared texts', or a widgets area's (lists, withdrawal...). Area texts
 * ship only with the screens that pass their area to `useT(area)`.
 */
export type MessageKey = CoreMessageKey | AreaMessageKey;
