/** Custom element description of {@link PspAccounts}: data only, read by @flexportal/elements. */
export const pspAccountsElement = {
  tag: 'flexportal-psp-accounts',
  description:
    "PSP accounts: the company's fiat accounts with their PSP portal accounts, opening one (its API token shown once) and revoking a token.",
  props: {},
  events: {},
  parts: ['psp-accounts'],
} as const;
