import type { adminTimelinesTexts } from '../adminTimelines.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-timelines screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof adminTimelinesTexts> = {
  'adminTimelines.title': 'Verläufe',
};
