/** Custom element description of {@link AdminTransactions}: data only, read by @flexportal/elements. */
export const adminTransactionsElement = {
  tag: 'flexportal-admin-transactions',
  description: 'Transactions.',
  props: {},
  events: {},
  parts: ['admin-transactions'],
} as const;
