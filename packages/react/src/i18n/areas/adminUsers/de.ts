import type { adminUsersTexts } from '../adminUsers.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-users screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof adminUsersTexts> = {
  'adminUsers.title': 'Benutzer',
};
