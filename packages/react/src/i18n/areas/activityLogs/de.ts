import type { activityLogsTexts } from '../activityLogs.js';
import type { AreaLocale } from '../areaTexts.js';

/** The activity-logs screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof activityLogsTexts> = {
  'activityLogs.title': 'Aktivitätsprotokolle',
};
