import type { adminDashboardTexts } from '../adminDashboard.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-dashboard screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof adminDashboardTexts> = {
  'adminDashboard.title': 'Tableau de bord',
};
