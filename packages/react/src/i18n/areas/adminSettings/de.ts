import type { adminSettingsTexts } from '../adminSettings.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-settings screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof adminSettingsTexts> = {
  'adminSettings.title': 'Einstellungen',
};
