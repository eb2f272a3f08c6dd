/** Custom element description of {@link AdminTransactionHistory}: data only, read by @flexportal/elements. */
export const adminTransactionHistoryElement = {
  tag: 'flexportal-admin-transaction-history',
  description: 'Transaction history.',
  props: {},
  events: {},
  parts: ['admin-transaction-history'],
} as const;
