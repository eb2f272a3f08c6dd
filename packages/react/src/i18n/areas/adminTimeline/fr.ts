import type { adminTimelineTexts } from '../adminTimeline.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-timeline screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof adminTimelineTexts> = {
  'adminTimeline.title': 'Chronologie',
};
