import type { activityLogsTexts } from '../activityLogs.js';
import type { AreaLocale } from '../areaTexts.js';

/** The activity-logs screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof activityLogsTexts> = {
  'activityLogs.title': 'アクティビティログ',
};
