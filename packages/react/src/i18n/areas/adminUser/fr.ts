import type { adminUserTexts } from '../adminUser.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-user screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof adminUserTexts> = {
  'adminUser.title': 'Utilisateur',
};
