// Every screen the benchmarks measure. A new screen joins with one line:
// its tag, the attributes it needs, and what counts as it being visible.
export const SCREENS = [
  { tag: 'flexportal-rate', attrs: { sell: 'EUR', buy: 'USD' }, visible: 'output' },
  // No session on a cold partner page: its first input is the in-widget sign-in's.
  { tag: 'flexportal-withdrawal', attrs: {}, visible: 'input' },
  { tag: 'flexportal-transactions', attrs: {}, visible: 'input' },
  { tag: 'flexportal-transaction', attrs: { 'transaction-id': '1' }, visible: 'input' },
  { tag: 'flexportal-accounts', attrs: {}, visible: 'input' },
  { tag: 'flexportal-beneficiaries', attrs: {}, visible: 'input' },
  { tag: 'flexportal-beneficiary-form', attrs: {}, visible: 'input' },
  { tag: 'flexportal-dashboard', attrs: {}, visible: 'input' },
];
