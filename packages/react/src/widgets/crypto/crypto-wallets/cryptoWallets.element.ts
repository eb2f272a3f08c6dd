/** Custom element description of {@link CryptoWallets}: data only, read by @flexportal/elements. */
export const cryptoWalletsElement = {
  tag: 'flexportal-crypto-wallets',
  description: 'Crypto wallets.',
  props: {},
  events: {},
  parts: ['crypto-wallets'],
} as const;
