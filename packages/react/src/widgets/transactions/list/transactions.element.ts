/**
 * Custom element description of {@link Transactions}: data only, read by @flexportal/elements.
 * Events (CustomEvent, `detail` typed in `TransactionsEventDetails`): `transaction`.
 */
export const transactionsListElement = {
  tag: 'flexportal-transactions',
  description:
    "Transaction list of one mode (settled, progress or denied), the company's own or its affiliates' or white-labeled children's, with account, period and date filters, column choice, CSV export and print.",
  props: {
    mode: 'string',
    source: 'string',
    bankAccountId: 'string',
    transactionIds: 'string',
    period: 'string',
    fromDate: 'string',
    toDate: 'string',
    syncUrl: 'boolean',
    transactionHref: 'string',
    simplified: 'boolean',
  },
  events: {
    onTransaction: { bubbles: true, composed: true },
  },
  parts: [
    'list',
    'filters',
    'field',
    'label',
    'input',
    'toolbar',
    'badge',
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
