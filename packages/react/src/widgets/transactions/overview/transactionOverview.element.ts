/**
 * Custom element description of {@link TransactionOverview}: data only, read by
 * @flexportal/elements. Events (CustomEvent, `detail` typed in
 * `TransactionOverviewEventDetails`): `transaction` after a deny or a source-of-funds
 * change, `error`.
 */
export const transactionOverviewElement = {
  tag: 'flexportal-transaction',
  description:
    'One transaction of the company: details, history, deny, source of funds, wire confirmation, repeat and return.',
  warm: ['bankAccounts'],
  props: {
    transactionId: 'number',
    repeatHref: 'string',
    returnHref: 'string',
  },
  events: {
    onTransaction: { bubbles: true, composed: true },
    onError: { bubbles: true, composed: true },
  },
  parts: [
    'overview',
    'details',
    'badge',
    'history',
    'actions',
    'button',
    'link',
    'dialog',
    'form',
    'field',
    'label',
    'input',
    'error',
    'notice',
    'signin',
  ],
} as const;
