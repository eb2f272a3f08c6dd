/** Custom element description of {@link AdminTimeline}: data only, read by @flexportal/elements. */
export const adminTimelineElement = {
  tag: 'flexportal-admin-timeline',
  description: 'Timeline.',
  props: {},
  events: {},
  parts: ['admin-timeline'],
} as const;
