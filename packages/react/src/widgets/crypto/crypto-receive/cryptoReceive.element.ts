/** Custom element description of {@link CryptoReceive}: data only, read by @flexportal/elements. */
export const cryptoReceiveElement = {
  tag: 'flexportal-crypto-receive',
  description: 'Receive crypto.',
  props: {},
  events: {},
  parts: ['crypto-receive'],
} as const;
