/**
 * The English catalogue: every user-facing string of the widgets. Texts the spec quotes are
 * copied exactly (spelling included). Other locales fall back to these (PP-1-10: only
 * English carries product labels).
 */
export const en = {
  'rate.loading': 'Loading rate…',
  'rate.unavailable': 'Rate unavailable',
  'otp.title': 'Two-factor authentication',
  'otp.instructions': 'Enter the 6-digit code from your authenticator app.',
  'otp.digit': 'Digit {n} of 6',
  'login.title': 'Log in',
  'login.email': 'E-mail',
  'login.password': 'Password',
  'login.submit': 'Log in',
  'nav.logout': 'Logout',
  'alert.error': 'Error',
  'alert.warning': 'Warning',
  'dialog.close': 'Close',
  'dialog.cancel': 'Cancel',
} as const;

/** A message key. */
export type MessageKey = keyof typeof en;
/** A catalogue: every key, translated or not. */
export type Catalogue = Readonly<Record<MessageKey, string>>;
