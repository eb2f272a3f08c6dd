/** Custom element description of {@link Rate}: data only, read by @flexportal/elements. */
export const rateElement = {
  tag: 'flexportal-rate',
  props: { sell: 'string', buy: 'string' },
  events: {},
} as const;
