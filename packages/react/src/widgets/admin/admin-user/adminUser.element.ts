/** Custom element description of {@link AdminUser}: data only, read by @flexportal/elements. */
export const adminUserElement = {
  tag: 'flexportal-admin-user',
  description: 'User.',
  props: {},
  events: {},
  parts: ['admin-user'],
} as const;
