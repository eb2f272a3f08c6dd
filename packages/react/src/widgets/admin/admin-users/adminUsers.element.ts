/** Custom element description of {@link AdminUsers}: data only, read by @flexportal/elements. */
export const adminUsersElement = {
  tag: 'flexportal-admin-users',
  description: 'Users.',
  props: {},
  events: {},
  parts: ['admin-users'],
} as const;
