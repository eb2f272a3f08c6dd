import type { adminDashboardTexts } from '../adminDashboard.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-dashboard screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof adminDashboardTexts> = {
  'adminDashboard.title': 'Übersicht',
};
