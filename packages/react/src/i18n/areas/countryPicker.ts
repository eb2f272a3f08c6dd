import { type Area, defineArea } from './areaTexts.js';

const en = {
  'countryPicker.choose': 'Choose a country',
  'countryPicker.loading': 'Loading the list of countries…',
  'countryPicker.failed':
    'The list of countries could not be loaded. Check the connection and try again.',
  'countryPicker.retry': 'Try again',
} as const;

/**
 * Texts of the country picker every country field uses: English here, in the chunk of the
 * screens with a country field; the other locales are chunks of their own (`loadLocale`).
 */
export const countryPickerTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./countryPicker/de.js').then((m) => m.de),
  es: () => import('./countryPicker/es.js').then((m) => m.es),
  fr: () => import('./countryPicker/fr.js').then((m) => m.fr),
  ja: () => import('./countryPicker/ja.js').then((m) => m.ja),
});
