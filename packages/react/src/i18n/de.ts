import type { Catalogue } from './en.js';

/** German. */
export const de: Catalogue = {
  'rate.loading': 'Kurs wird geladen…',
  'rate.unavailable': 'Kurs nicht verfügbar',
  'otp.title': 'Zwei-Faktor-Authentifizierung',
  'otp.instructions': 'Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.',
  'otp.digit': 'Ziffer {n} von 6',
  'login.title': 'Anmelden',
  'login.email': 'E-Mail',
  'login.password': 'Passwort',
  'login.submit': 'Anmelden',
  'nav.logout': 'Abmelden',
  'alert.error': 'Fehler',
  'alert.warning': 'Hinweis',
  'dialog.close': 'Schließen',
  'dialog.cancel': 'Abbrechen',
};
