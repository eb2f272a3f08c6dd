import type { adminSettingsTexts } from '../adminSettings.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-settings screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof adminSettingsTexts> = {
  'adminSettings.title': 'Paramètres',
};
