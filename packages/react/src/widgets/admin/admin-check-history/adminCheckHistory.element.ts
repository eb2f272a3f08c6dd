/** Custom element description of {@link AdminCheckHistory}: data only, read by @flexportal/elements. */
export const adminCheckHistoryElement = {
  tag: 'flexportal-admin-check-history',
  description:
    "Check history for an administrator: each transaction's ledger check (do its postings sum to zero per currency), with a filter for the unbalanced ones.",
  props: { historyHref: 'string', companyId: 'number', syncUrl: 'boolean' },
  events: {},
  parts: [
    'list',
    'filters',
    'toolbar',
    'table',
    'header',
    'row',
    'cell',
    'pager',
    'badge',
    'signin',
  ],
} as const;
