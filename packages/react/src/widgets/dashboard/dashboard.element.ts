/**
 * Custom element description of {@link Dashboard}: data only, read by @flexportal/elements.
 * `useSlots` is set by the element itself, so the light DOM's `slot="notifications"` and
 * `slot="tickets"` children show in their regions. Events (CustomEvent, `detail` typed in
 * `DashboardEventDetails`): `periodchange`, `granularitychange`.
 */
export const dashboardElement = {
  tag: 'flexportal-dashboard',
  description:
    'Manager dashboard: balances, company statistics per period, transaction volume chart, announcements, and slots for the latest notifications and tickets.',
  props: {
    period: 'string',
    granularity: 'string',
    useSlots: 'boolean',
  },
  events: {
    onPeriodChange: { bubbles: true, composed: true },
    onGranularityChange: { bubbles: true, composed: true },
  },
  slots: ['notifications', 'tickets'],
  elementDefaults: { useSlots: true },
  parts: [
    'dashboard',
    'panel',
    'balance',
    'currency',
    'statistic',
    'chart',
    'announcement',
    'field',
    'segmented',
    'button',
    'signin',
  ],
} as const;
