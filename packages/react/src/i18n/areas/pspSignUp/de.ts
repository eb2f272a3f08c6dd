import type { AreaLocale } from '../areaTexts.js';
import type { pspSignUpTexts } from '../pspSignUp.js';

/** The psp-sign-up screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof pspSignUpTexts> = {
  'pspSignUp.title': 'PSP-Anmeldung',
  'pspSignUp.website': 'Website',
  'pspSignUp.business': 'Beschreibung des Geschäfts',
  'pspSignUp.volume': 'Erwartetes Monatsvolumen',
  'pspSignUp.volumeHint': 'Ein Betrag in EUR, z. B. 25000.00',
  'pspSignUp.terms': 'Ich akzeptiere die Bedingungen des Zahlungsdienstleisters',
  'pspSignUp.submit': 'Anmelden',
  'pspSignUp.update': 'Anmeldung aktualisieren',
  'pspSignUp.done': 'Als Händler {merchant} angemeldet.',
  'pspSignUp.already':
    'Ihr Unternehmen ist als Händler {merchant} angemeldet; erneutes Senden aktualisiert die Angaben.',
};
