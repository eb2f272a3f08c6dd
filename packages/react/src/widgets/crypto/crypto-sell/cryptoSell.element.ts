/**
 * Custom element description of {@link CryptoSell}: data only, read by @flexportal/elements.
 * Events (CustomEvent, `detail` typed in `CryptoSellEventDetails`): `submitted`.
 */
export const cryptoSellElement = {
  tag: 'flexportal-crypto-sell',
  description:
    'Sell crypto into a fiat account: live rate with countdown, both amounts editable, grand total.',
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
