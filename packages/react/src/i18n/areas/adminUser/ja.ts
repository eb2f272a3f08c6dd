import type { adminUserTexts } from '../adminUser.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-user screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof adminUserTexts> = {
  'adminUser.title': 'ユーザー',
};
