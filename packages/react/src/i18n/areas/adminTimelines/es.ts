import type { adminTimelinesTexts } from '../adminTimelines.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-timelines screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof adminTimelinesTexts> = {
  'adminTimelines.title': 'Cronologías',
};
