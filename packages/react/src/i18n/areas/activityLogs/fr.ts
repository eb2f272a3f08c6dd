import type { activityLogsTexts } from '../activityLogs.js';
import type { AreaLocale } from '../areaTexts.js';

/** The activity-logs screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof activityLogsTexts> = {
  'activityLogs.title': 'Journaux d’activité',
};
