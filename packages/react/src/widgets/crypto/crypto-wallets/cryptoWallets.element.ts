/**
 * Custom element description of {@link CryptoWallets}: data only, read by @flexportal/elements.
 * Events (CustomEvent, `detail` typed in `CryptoWalletsEventDetails`): `created`, `deleted`.
 */
export const cryptoWalletsElement = {
  tag: 'flexportal-crypto-wallets',
  description:
    'Saved crypto wallets: list with a filter on name or address; create and delete for managers.',
  warm: ['cryptoWallets'],
  props: { search: 'string' },
  events: {
    onCreated: { bubbles: true, composed: true },
    onDeleted: { bubbles: true, composed: true },
  },
  parts: [
    'crypto-wallets',
    'form',
    'field',
    'label',
    'input',
    'error',
    'button',
    'list',
    'table',
    'row',
    'cell',
    'toast',
    'dialog',
    'signin',
  ],
} as const;
