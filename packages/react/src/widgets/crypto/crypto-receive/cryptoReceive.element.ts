/**
 * Custom element description of {@link CryptoReceive}: data only, read by @flexportal/elements.
 * Events (CustomEvent, `detail` typed in `CryptoReceiveEventDetails`): `requested`, `received`.
 */
export const cryptoReceiveElement = {
  tag: 'flexportal-crypto-receive',
  description:
    'Crypto deposit: the deposit address, payment link and QR code of a crypto account, the deposit request, and deposits arriving live.',
  warm: ['bankAccounts'],
  props: { amount: 'string', accountId: 'number', product: 'string' },
  events: {
    onRequested: { bubbles: true, composed: true },
    onReceived: { bubbles: true, composed: true },
  },
  parts: [
    'form',
    'field',
    'label',
    'input',
    'error',
    'deposit-address',
    'qr',
    'button',
    'success',
    'received',
    'dialog',
    'signin',
  ],
} as const;
