import type { adminUserTexts } from '../adminUser.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-user screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof adminUserTexts> = {
  'adminUser.title': 'Usuario',
};
