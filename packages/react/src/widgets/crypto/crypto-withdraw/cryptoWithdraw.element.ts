/** Custom element description of {@link CryptoWithdraw}: data only, read by @flexportal/elements. */
export const cryptoWithdrawElement = {
  tag: 'flexportal-crypto-withdraw',
  description: 'Withdraw crypto.',
  props: {},
  events: {},
  parts: ['crypto-withdraw'],
} as const;
