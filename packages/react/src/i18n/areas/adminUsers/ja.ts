import type { adminUsersTexts } from '../adminUsers.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-users screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof adminUsersTexts> = {
  'adminUsers.title': 'ユーザー',
};
