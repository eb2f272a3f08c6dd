/** Custom element description of {@link CryptoBuy}: data only, read by @flexportal/elements. */
export const cryptoBuyElement = {
  tag: 'flexportal-crypto-buy',
  description: 'Buy crypto.',
  props: {},
  events: {},
  parts: ['crypto-buy'],
} as const;
