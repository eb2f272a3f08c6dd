/** Custom element description of {@link Rate}: data only, read by @flexportal/elements. */
export const rateElement = {
  tag: 'flexportal-rate',
  description: 'The live rate of one currency pair: "1 EUR = 1.0842 USD".',
  props: { sell: 'string', buy: 'string' },
  events: {},
  parts: ['rate', 'value'],
} as const;
