import type { AreaLocale } from '../areaTexts.js';
import type { countryPickerTexts } from '../countryPicker.js';

/** The country picker's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof countryPickerTexts> = {
  'countryPicker.choose': 'Elija un país',
  'countryPicker.loading': 'Cargando la lista de países…',
  'countryPicker.failed':
    'No se pudo cargar la lista de países. Compruebe la conexión e inténtelo de nuevo.',
  'countryPicker.retry': 'Reintentar',
};
