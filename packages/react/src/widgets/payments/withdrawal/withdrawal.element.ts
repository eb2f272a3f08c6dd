/**
 * Custom element description of {@link Withdrawal}: data only, read by @flexportal/elements.
 * Events (CustomEvent, `detail` typed in `WithdrawalEvents`): `submitted`, `error`,
 * `otprequired`, `ready`.
 */
export const withdrawalElement = {
  tag: 'flexportal-withdrawal',
  description:
    'Withdrawal from a fiat account by SEPA, SWIFT, Israel local payment, portal or FPS/CHAPS, with the live fee preview.',
  warm: ['bankAccounts'],
  props: {
    action: 'string',
    transactionId: 'number',
    amount: 'string',
    accountId: 'number',
    agentId: 'number',
    portalService: 'string',
    portalAccount: 'string',
    portalCurrency: 'string',
    flexpspDeposit: 'boolean',
    transactionHref: 'string',
  },
  events: {
    onSubmitted: { bubbles: true, composed: true },
    onError: { bubbles: true, composed: true },
    onOtpRequired: { bubbles: true, composed: true },
    onReady: { bubbles: true, composed: true },
  },
  parts: [
    'form',
    'section',
    'field',
    'label',
    'input',
    'error',
    'grand-total',
    'button',
    'success',
    'dialog',
    'signin',
  ],
} as const;
