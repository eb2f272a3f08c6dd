import type { adminDashboardTexts } from '../adminDashboard.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-dashboard screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof adminDashboardTexts> = {
  'adminDashboard.title': 'ダッシュボード',
};
