/** Custom element description of {@link Reports}: data only, read by @flexportal/elements. */
export const reportsElement = {
  tag: 'flexportal-reports',
  description:
    'Reports of approved transactions: generate CSV, PDF or xlsx for an account and period, follow the job, download the file.',
  props: { bankAccountId: 'string', bid: 'string', reportId: 'string', rid: 'string' },
  events: {},
  parts: [
    'reports',
    'form',
    'field',
    'label',
    'input',
    'radios',
    'list',
    'toolbar',
    'button',
    'download',
    'table',
    'header',
    'row',
    'cell',
    'badge',
    'skeleton',
    'empty',
    'pager',
    'signin',
  ],
} as const;
