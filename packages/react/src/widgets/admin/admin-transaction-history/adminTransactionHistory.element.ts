/**
 * Custom element description of {@link AdminTransactionHistory}: data only, read by
 * @flexportal/elements.
 */
export const adminTransactionHistoryElement = {
  tag: 'flexportal-admin-transaction-history',
  description: 'One transaction of any company and its history, for administrators.',
  warm: ['adminCompanies'],
  props: { transactionId: 'string' },
  events: {},
  parts: ['transaction-history', 'history', 'badge', 'signin'],
} as const;
