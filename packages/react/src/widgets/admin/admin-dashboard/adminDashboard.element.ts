/** Custom element description of {@link AdminDashboard}: data only, read by @flexportal/elements. */
export const adminDashboardElement = {
  tag: 'flexportal-admin-dashboard',
  description:
    'Administrator dashboard: transaction and user statistics, the work waiting, volume and activity charts, the newest users.',
  props: {
    userHref: 'string',
    usersHref: 'string',
    actionRequiredHref: 'string',
    complianceHref: 'string',
    ticketsHref: 'string',
  },
  events: {},
  parts: [
    'admin-dashboard',
    'panel',
    'statistic',
    'waiting',
    'chart',
    'table',
    'row',
    'link',
    'button',
    'radios',
    'signin',
  ],
} as const;
