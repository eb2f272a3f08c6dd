/** Custom element description of {@link AdminDashboard}: data only, read by @flexportal/elements. */
export const adminDashboardElement = {
  tag: 'flexportal-admin-dashboard',
  description: 'Dashboard.',
  props: {},
  events: {},
  parts: ['admin-dashboard'],
} as const;
