import type { adminTimelineTexts } from '../adminTimeline.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-timeline screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof adminTimelineTexts> = {
  'adminTimeline.title': 'タイムライン',
};
