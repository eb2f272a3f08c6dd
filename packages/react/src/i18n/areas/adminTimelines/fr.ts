import type { adminTimelinesTexts } from '../adminTimelines.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-timelines screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof adminTimelinesTexts> = {
  'adminTimelines.title': 'Chronologies',
};
