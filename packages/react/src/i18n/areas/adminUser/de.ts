import type { adminUserTexts } from '../adminUser.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-user screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof adminUserTexts> = {
  'adminUser.title': 'Benutzer',
};
