import type { AreaLocale } from '../areaTexts.js';
import type { countryPickerTexts } from '../countryPicker.js';

/** The country picker's texts in German: every English key, by type. */
export const de: AreaLocale<typeof countryPickerTexts> = {
  'countryPicker.choose': 'Land wählen',
  'countryPicker.loading': 'Die Länderliste wird geladen…',
  'countryPicker.failed':
    'Die Länderliste konnte nicht geladen werden. Prüfen Sie die Verbindung und versuchen Sie es erneut.',
  'countryPicker.retry': 'Erneut versuchen',
};
