import type { adminUsersTexts } from '../adminUsers.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-users screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof adminUsersTexts> = {
  'adminUsers.title': 'Usuarios',
};
