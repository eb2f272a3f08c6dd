// Every screen the benchmarks measure. A new screen joins with one line:
// its tag, the attributes it needs, and what counts as it being visible.
export const SCREENS = [
  { tag: 'flexportal-rate', attrs: { sell: 'EUR', buy: 'USD' }, visible: 'output' },
  // No session on a cold partner page: its first input is the in-widget sign-in's.
  { tag: 'flexportal-withdrawal', attrs: {}, visible: 'input' },
];
