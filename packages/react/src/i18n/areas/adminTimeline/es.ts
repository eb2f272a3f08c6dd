import type { adminTimelineTexts } from '../adminTimeline.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-timeline screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof adminTimelineTexts> = {
  'adminTimeline.title': 'Cronología',
};
