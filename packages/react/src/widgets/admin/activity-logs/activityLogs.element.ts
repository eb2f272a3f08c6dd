/** Custom element description of {@link ActivityLogs}: data only, read by @flexportal/elements. */
export const activityLogsElement = {
  tag: 'flexportal-activity-logs',
  description: 'Activity logs.',
  props: {},
  events: {},
  parts: ['activity-logs'],
} as const;
