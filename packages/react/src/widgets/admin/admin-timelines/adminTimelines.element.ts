/** Custom element description of {@link AdminTimelines}: data only, read by @flexportal/elements. */
export const adminTimelinesElement = {
  tag: 'flexportal-admin-timelines',
  description: 'Timelines.',
  props: {},
  events: {},
  parts: ['admin-timelines'],
} as const;
