import type { adminDashboardTexts } from '../adminDashboard.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-dashboard screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof adminDashboardTexts> = {
  'adminDashboard.title': 'Panel',
};
