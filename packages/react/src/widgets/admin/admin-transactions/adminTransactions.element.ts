/**
 * Custom element description of {@link AdminTransactions}: data only, read by @flexportal/elements.
 */
export const adminTransactionsElement = {
  tag: 'flexportal-admin-transactions',
  description:
    "Administrator's transaction lists of every company (api: Admin Action Required, settled, progress, denied) with single and bulk approval of API payments on ROOT node companies.",
  warm: ['adminCompanies'],
  props: {
    mode: 'string',
    historyHref: 'string',
    syncUrl: 'boolean',
  },
  events: {},
  parts: [
    'approval',
    'list',
    'filters',
    'toolbar',
    'button',
    'column-chooser',
    'column-list',
    'table',
    'header',
    'row',
    'cell',
    'link',
    'skeleton',
    'empty',
    'pager',
    'page',
    'signin',
  ],
} as const;
