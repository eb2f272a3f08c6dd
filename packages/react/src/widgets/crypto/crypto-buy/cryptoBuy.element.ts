/**
 * Custom element description of {@link CryptoBuy}: data only, read by @flexportal/elements.
 * Events (CustomEvent, `detail` typed in `CryptoBuyEventDetails`): `submitted`.
 */
export const cryptoBuyElement = {
  tag: 'flexportal-crypto-buy',
  description:
    'Buy crypto from a fiat account: live rate with countdown, both amounts editable, network and saved wallet, grand total.',
  warm: ['bankAccounts', 'cryptoWallets'],
  props: { amount: 'string', accountId: 'number', toAccountId: 'number', product: 'string' },
  events: { onSubmitted: { bubbles: true, composed: true } },
  parts: [
    'form',
    'field',
    'label',
    'input',
    'error',
    'quote',
    'quote-rate',
    'grand-total',
    'quote-receive',
    'quote-moved',
    'button',
    'success',
    'dialog',
    'signin',
  ],
} as const;
