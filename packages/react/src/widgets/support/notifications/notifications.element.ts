/** Custom element description of {@link Notifications}: data only, read by @flexportal/elements. */
export const notificationsElement = {
  tag: 'flexportal-notifications',
  description: 'Notifications with their actions, delete one, purge all (asked first).',
  props: {},
  events: {},
  parts: ['notifications', 'notification', 'button', 'link', 'dialog', 'empty', 'error', 'signin'],
} as const;
