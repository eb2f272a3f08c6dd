// Every screen the benchmarks measure. A new screen joins with one line:
// its tag, the attributes it needs, and what counts as it being visible.
export const SCREENS = [
  { tag: 'flexportal-rate', attrs: { sell: 'EUR', buy: 'USD' }, visible: 'output' },
];
