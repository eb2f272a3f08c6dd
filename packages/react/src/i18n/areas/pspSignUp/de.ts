import type { AreaLocale } from '../areaTexts.js';
import type { pspSignUpTexts } from '../pspSignUp.js';

/** The psp-sign-up screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof pspSignUpTexts> = {
  'pspSignUp.title': 'PSP-Anmeldung',
  'pspSignUp.website': 'Website',
  'pspSignUp.business': 'Beschreibung des Geschäfts',
  'pspSignUp.volume': 'Erwartetes Monatsvolumen',
  'pspSignUp.volumeHint': 'Ein Betrag in EUR, z. B. 25000.00',
  'pspSignUp.fieldErrors.website':
    'Geben Sie die Adresse der Website ein, z. B. https://example.com.',
  'pspSignUp.fieldErrors.monthly_volume':
    'Geben Sie das monatliche Volumen als Betrag in EUR ein, z. B. 25000.00.',
  'pspSignUp.fieldErrors.accept_terms': 'Akzeptieren Sie die Bedingungen, um sich anzumelden.',
  'pspSignUp.terms': 'Ich akzeptiere die Bedingungen des Zahlungsdienstleisters',
  'pspSignUp.submit': 'Anmelden',
  'pspSignUp.update': 'Anmeldung aktualisieren',
  'pspSignUp.done': 'Als Händler {merchant} angemeldet.',
  'pspSignUp.already':
    'Ihr Unternehmen ist als Händler {merchant} angemeldet; erneutes Senden aktualisiert die Angaben.',
};
