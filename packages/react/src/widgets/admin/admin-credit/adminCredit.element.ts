/** Custom element description of {@link AdminCredit}: data only, read by @flexportal/elements. */
export const adminCreditElement = {
  tag: 'flexportal-admin-credit',
  description: 'Top-up.',
  props: {},
  events: {},
  parts: ['admin-credit'],
} as const;
