/** Custom element description of {@link CryptoSell}: data only, read by @flexportal/elements. */
export const cryptoSellElement = {
  tag: 'flexportal-crypto-sell',
  description: 'Sell crypto.',
  props: {},
  events: {},
  parts: ['crypto-sell'],
} as const;
