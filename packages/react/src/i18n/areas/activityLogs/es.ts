import type { activityLogsTexts } from '../activityLogs.js';
import type { AreaLocale } from '../areaTexts.js';

/** The activity-logs screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof activityLogsTexts> = {
  'activityLogs.title': 'Registros de actividad',
};
