import type { adminUsersTexts } from '../adminUsers.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-users screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof adminUsersTexts> = {
  'adminUsers.title': 'Utilisateurs',
};
