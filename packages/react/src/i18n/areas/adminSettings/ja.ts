import type { adminSettingsTexts } from '../adminSettings.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-settings screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof adminSettingsTexts> = {
  'adminSettings.title': '設定',
};
