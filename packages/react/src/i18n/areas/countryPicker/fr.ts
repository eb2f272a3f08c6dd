import type { AreaLocale } from '../areaTexts.js';
import type { countryPickerTexts } from '../countryPicker.js';

/** The country picker's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof countryPickerTexts> = {
  'countryPicker.choose': 'Choisir un pays',
  'countryPicker.loading': 'Chargement de la liste des pays…',
  'countryPicker.failed':
    'La liste des pays n’a pas pu être chargée. Vérifiez la connexion et réessayez.',
  'countryPicker.retry': 'Réessayer',
};
