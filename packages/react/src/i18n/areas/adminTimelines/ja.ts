import type { adminTimelinesTexts } from '../adminTimelines.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-timelines screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof adminTimelinesTexts> = {
  'adminTimelines.title': 'タイムライン一覧',
};
