import type { adminSettingsTexts } from '../adminSettings.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-settings screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof adminSettingsTexts> = {
  'adminSettings.title': 'Ajustes',
};
