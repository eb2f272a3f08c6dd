/**
 * Custom element description of {@link CryptoWithdraw}: data only, read by @flexportal/elements.
 * Events (CustomEvent, `detail` typed in `CryptoWithdrawEventDetails`): `submitted`, `error`,
 * `otprequired`.
 */
export const cryptoWithdrawElement = {
  tag: 'flexportal-crypto-withdraw',
  description:
    'Crypto withdraw from a crypto account to a saved wallet, with the network and the live fee preview.',
  warm: ['bankAccounts', 'cryptoWallets'],
  props: { amount: 'string', accountId: 'number', product: 'string', walletsHref: 'string' },
  events: {
    onSubmitted: { bubbles: true, composed: true },
    onError: { bubbles: true, composed: true },
    onOtpRequired: { bubbles: true, composed: true },
  },
  parts: [
    'form',
    'field',
    'label',
    'input',
    'error',
    'grand-total',
    'button',
    'success',
    'wallets-link',
    'dialog',
    'signin',
  ],
} as const;
