/**
 * Custom element description of {@link Accounts}: data only, read by @flexportal/elements.
 * Events (CustomEvent, `detail` typed in `AccountsEventDetails`): `account` (the default
 * changed or an account was created) and `currencytypechange` (the user picked a tab).
 */
export const accountsElement = {
  tag: 'flexportal-accounts',
  description:
    'The company accounts, fiat or crypto, with balances, default switch, reference letters and account opening.',
  warm: ['bankAccounts'],
  props: {
    currencyType: 'string',
    transactionsHref: 'string',
    simplified: 'boolean',
    walletsHref: 'string',
  },
  events: {
    onAccount: { bubbles: true, composed: true },
    onCurrencyTypeChange: { bubbles: true, composed: true },
  },
  parts: [
    'accounts',
    'wallets-link',
    'tab',
    'tab-selected',
    'table',
    'row',
    'badge',
    'button',
    'dialog',
    'field',
    'label',
    'input',
    'error',
    'signin',
  ],
} as const;
