import type { adminTimelineTexts } from '../adminTimeline.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-timeline screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof adminTimelineTexts> = {
  'adminTimeline.title': 'Verlauf',
};
